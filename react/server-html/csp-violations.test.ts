import { expect, fixture, html } from '@open-wc/testing';
import { parseIcon } from '../icon/Icon.tsx';
import { parseServerHtml, insertServerHtml } from './server-html.ts';

// Issue 22: a store whose CSP has a report-uri must not get a violation report
// each time server HTML carrying an inline handler is cleaned. Chromium checks
// an event handler attribute against the page's policy as soon as a parser sets
// it, in any document the page's window made, so the check has to be avoided,
// not just its handler removed afterwards.
//
// This file's page runs under a policy that refuses inline handlers (a policy
// cannot be taken back, so it has a page of its own).
const policy = document.createElement('meta');
policy.httpEquiv = 'Content-Security-Policy';
policy.content = "script-src-attr 'none'";
document.head.append(policy);

const HANDLER_MARKUP: Record<string, string> = {
  'img onerror': `<img src="x:" onerror="void 0">`,
  'a onclick': `<a href="/tents/" onclick="void 0">Tents</a>`,
  'svg onload': `<svg onload="void 0"><circle r="1" onclick="void 0"/></svg>`,
  'svg animate onbegin': `<svg><animate onbegin="void 0" attributeName="x" dur="1s"/></svg>`,
  'math onclick': `<math><mi onclick="void 0">x</mi></math>`,
  'body onload': `<body onload="void 0"><p>x</p></body>`,
  'details ontoggle': `<details open ontoggle="void 0"><summary>s</summary></details>`,
  'input autofocus onfocus': `<input autofocus onfocus="void 0">`,
  'video source onerror': `<video><source onerror="void 0"></video>`,
  'custom element onclick': `<store-cart-count onclick="void 0"></store-cart-count>`,
  'noscript mutation': `<noscript><p title="</noscript><img src=x: onerror=void(0)>"></p></noscript>`,
};

/**
 * Violations the page reports while `act` runs. Reports are queued as tasks in
 * order, so a handler attribute set on a live element afterwards marks the end:
 * once its report has arrived, any report of `act` has too.
 */
async function violationsDuring(act: () => void): Promise<string[]> {
  const seen: string[] = [];
  const sentinel = document.createElement('span');
  let record!: (event: SecurityPolicyViolationEvent) => void;
  const ended = new Promise<void>((resolve) => {
    record = (event) => {
      if (event.target === sentinel) resolve();
      else seen.push(`${event.effectiveDirective} ${event.sourceFile}:${event.lineNumber}`);
    };
  });
  document.addEventListener('securitypolicyviolation', record);
  try {
    act();
    document.body.append(sentinel);
    sentinel.setAttribute('onclick', 'void 0');
    await ended;
  } finally {
    sentinel.remove();
    document.removeEventListener('securitypolicyviolation', record);
  }
  return seen;
}

describe('server HTML under a policy that refuses inline handlers (issue 22)', () => {
  it('control: a handler attribute set on the page is reported', async () => {
    const target = await fixture<HTMLDivElement>(html`<div></div>`);
    const seen = await violationsDuring(() => target.setAttribute('onclick', 'void 0'));
    expect(seen).to.have.length(1);
    expect(seen[0]).to.match(/^script-src-attr /);
  });

  for (const [name, markup] of Object.entries(HANDLER_MARKUP)) {
    it(`inserting ${name} reports nothing and leaves no handler`, async () => {
      const target = await fixture<HTMLDivElement>(html`<div hidden></div>`);
      const seen = await violationsDuring(() => insertServerHtml(target, `<p>before</p>${markup}<p>after</p>`));
      expect(seen).to.deep.equal([]);
      expect(target.textContent).to.contain('before').and.contain('after');
      for (const element of target.querySelectorAll('*')) {
        expect(
          [...element.attributes].map((attribute) => attribute.name).filter((attribute) => attribute.startsWith('on')),
          element.localName,
        ).to.deep.equal([]);
      }
    });
  }

  it('parsed nodes belong to the page: its own classes, so instanceof checks and lazy definition see them', () => {
    const [paragraph, custom] = parseServerHtml('<p>x</p><store-cart-count></store-cart-count>');
    expect(paragraph).to.be.instanceOf(HTMLParagraphElement);
    expect(custom).to.be.instanceOf(Element);
    expect(paragraph!.ownerDocument).to.equal(document);
  });

  it('parsing a hostile icon file reports nothing', async () => {
    let svg: SVGSVGElement | null = null;
    const seen = await violationsDuring(() => {
      svg = parseIcon(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="void 0"><circle r="4" onclick="void 0"/><a><text onmouseover="void 0">x</text></a></svg>',
      );
    });
    expect(seen).to.deep.equal([]);
    expect(svg).to.be.instanceOf(SVGSVGElement);
    expect((svg as SVGSVGElement | null)?.outerHTML).not.to.match(/\son\w+=/);
  });
});
