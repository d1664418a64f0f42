import { expect, fixture, html } from '@open-wc/testing';
import { parseIcon } from '../react/icon/Icon.tsx';
import { captureWarnings, until } from '../shared/test-support.ts';
import './store-icon.ts';

describe('<store-icon> (spec §7 icon files, §8 icon injection failure)', () => {
  it('inlines the SVG file, decorative by default, and fetches each file once', async () => {
    const root = await fixture<HTMLElement>(
      html`<div>
        <store-icon src="/assets/icons/user.svg"></store-icon>
        <store-icon src="/assets/icons/user.svg"></store-icon>
        <store-icon src="/assets/icons/user.svg" label="Account"></store-icon>
      </div>`,
    );
    const icons = [...root.querySelectorAll('store-icon')];
    await until(() => icons.every((icon) => icon.querySelector('svg') !== null), 'all inlined');
    expect(icons[0]!.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
    const labelled = icons[2]!.querySelector('svg')!;
    expect(labelled.getAttribute('role')).to.equal('img');
    expect(labelled.getAttribute('aria-label')).to.equal('Account');
    expect(icons[0]!.getAttribute('data-state')).to.equal('ready');
    const requests = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/assets/icons/user.svg'));
    expect(requests).to.have.length(1);
    await expect(root).to.be.accessible();
  });

  it('says which file could not be loaded, and keeps its fallback', async () => {
    let icon!: HTMLElement;
    const warnings = await captureWarnings(async () => {
      icon = await fixture<HTMLElement>(html`<store-icon src="/assets/icons/no-such-icon.svg"><span class="text">Cart</span></store-icon>`);
      await until(() => icon.getAttribute('data-state') === 'failed', 'failed');
    });
    expect(warnings.some((warning) => warning.includes('/assets/icons/no-such-icon.svg could not be loaded'))).to.equal(true);
    expect(icon.querySelector('.text')?.textContent).to.equal('Cart');
  });

  it('says which file could not be parsed when it is not SVG', async () => {
    let icon!: HTMLElement;
    const warnings = await captureWarnings(async () => {
      icon = await fixture<HTMLElement>(html`<store-icon src="/assets/css/theme.css">★</store-icon>`);
      await until(() => icon.getAttribute('data-state') === 'failed', 'failed');
    });
    expect(warnings.some((warning) => warning.includes('/assets/css/theme.css could not be parsed'))).to.equal(true);
    expect(icon.textContent).to.equal('★');
  });

  it('strips script from a hostile icon file', () => {
    const svg = parseIcon(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)"><circle r="4" onclick="alert(4)"/></a><animate attributeName="href" to="javascript:alert(5)"/></svg>',
    )!;
    expect(svg).to.be.instanceOf(SVGSVGElement);
    expect(svg.outerHTML).not.to.match(/alert|script|onload|onclick|animate/i);
    expect(svg.querySelector('circle')).not.to.equal(null);
  });

  it('refuses text that is not an SVG document', () => {
    expect(parseIcon('<html><body>no</body></html>')).to.equal(null);
    expect(parseIcon('not xml at all <')).to.equal(null);
  });
});
