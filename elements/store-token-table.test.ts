import { expect, fixture } from '@open-wc/testing';
import { colorAsHex, tokenKind } from '../react/token-table/TokenTable.tsx';
import { until } from '../shared/test-support.ts';
import './store-token-table.ts';

describe('<store-token-table> (spec §2 style guide: computed styles)', () => {
  it('shows each token as the page computes it, with what it resolves to', async () => {
    document.documentElement.style.setProperty('--test-accent', '#1d5c3a');
    document.documentElement.style.setProperty('--test-space', '1.5rem');
    document.documentElement.style.setProperty('--test-mixed', 'color-mix(in srgb, var(--test-accent) 82%, #000)');
    const host = await fixture<HTMLElement>(
      '<store-token-table tokens="--test-accent, --test-space, --test-mixed, not-a-token"></store-token-table>',
    );
    await until(() => host.dataset.state === 'computed', 'computed');
    const rows = [...host.querySelectorAll<HTMLElement>('tbody tr')].map((row) => ({
      name: row.dataset.token,
      kind: row.dataset.kind,
      value: row.querySelector('[data-token-value]')!.textContent,
      resolved: row.querySelector('[data-token-resolved]')!.textContent,
    }));
    expect(rows).to.deep.equal([
      { name: '--test-accent', kind: 'color', value: '#1d5c3a', resolved: '' },
      { name: '--test-space', kind: 'length', value: '1.5rem', resolved: '24px' },
      { name: '--test-mixed', kind: 'color', value: 'color-mix(in srgb, #1d5c3a 82%, #000)', resolved: '#184b30' },
    ]);
    expect(host.querySelector('[role="region"]')?.getAttribute('tabindex')).to.equal('0');
  });

  it('reads the tokens of the server rows when no list is given', async () => {
    document.documentElement.style.setProperty('--test-radius', '.5rem');
    const host = await fixture<HTMLElement>(`<store-token-table><table><tbody>
      <tr data-token="--test-radius"><th>--test-radius</th><td>.5rem</td></tr>
      <tr data-token="bad token"><th>x</th></tr></tbody></table></store-token-table>`);
    await until(() => host.dataset.state === 'computed', 'computed');
    expect([...host.querySelectorAll<HTMLElement>('tbody tr')].map((row) => [row.dataset.token, row.dataset.kind])).to.deep.equal([
      ['--test-radius', 'radius'],
    ]);
  });

  it('tells colours, shadows, sizes, fonts and durations apart, and writes colours as hex', () => {
    expect(tokenKind('--shadow-s', '0 1px 2px rgb(0 0 0 / .1)')).to.equal('shadow');
    expect(tokenKind('--step-0', 'clamp(1rem, .98rem + .09vw, 1.06rem)')).to.equal('font-size');
    expect(tokenKind('--font-body', 'system-ui, sans-serif')).to.equal('font');
    expect(tokenKind('--duration', '200ms')).to.equal('duration');
    expect(tokenKind('--weight-bold', '650')).to.equal('other');
    expect(colorAsHex('rgb(29, 92, 58)')).to.equal('#1d5c3a');
    expect(colorAsHex('rgba(20, 26, 22, 0.55)')).to.equal('#141a168c');
    expect(colorAsHex('color(srgb 1 0 0.5)')).to.equal('#ff0080');
    expect(colorAsHex('oklch(50% 0.1 120)')).to.equal('oklch(50% 0.1 120)');
  });
});
