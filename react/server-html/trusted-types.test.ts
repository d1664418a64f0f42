import { expect, fixture, html } from '@open-wc/testing';

// Its own test file, so the policy is created here for the first time.
describe('insertServerHtml under Trusted Types', () => {
  it('creates one "store-html" policy and parses through it', async () => {
    const created: string[] = [];
    const passedThrough: string[] = [];
    const original = Object.getOwnPropertyDescriptor(window, 'trustedTypes');
    Object.defineProperty(window, 'trustedTypes', {
      configurable: true,
      value: {
        createPolicy(name: string, rules: { createHTML: (input: string) => string }) {
          created.push(name);
          return {
            createHTML(input: string) {
              passedThrough.push(input);
              return rules.createHTML(input);
            },
          };
        },
      },
    });
    try {
      const { insertServerHtml } = await import('./server-html.ts');
      const target = await fixture<HTMLDivElement>(html`<div></div>`);
      insertServerHtml(target, '<p>one</p><img src=x: onerror="void 0">');
      insertServerHtml(target, '<p>two</p>');
      expect(created).to.deep.equal(['store-html']);
      expect(passedThrough).to.deep.equal(['<p>one</p><img src=x: onerror="void 0">', '<p>two</p>']);
      expect(target.innerHTML).to.equal('<p>two</p>');
    } finally {
      if (original) Object.defineProperty(window, 'trustedTypes', original);
      else delete (window as { trustedTypes?: unknown }).trustedTypes;
    }
  });
});
