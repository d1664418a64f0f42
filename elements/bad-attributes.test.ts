import { expect } from '@open-wc/testing';
import { captureWarnings, nextFrame, until } from '../shared/test-support.ts';
import type { AttributeSpecs } from '../shared/attributes.ts';
import { toAttributeName } from '../shared/attributes.ts';
import { elementLoaders } from './registry.ts';

// Quality issue, resilience: bad attributes on every element give a console
// warning naming the element and the attribute, and never a throw (DESIGN rule 5).
// Every tag of the registry is covered, including ones added later.

type StoreElementClass = CustomElementConstructor & { attributeSpecs?: AttributeSpecs };

/** A value each kind of attribute refuses: a script URL for URLs, nonsense for the rest. */
const badValue = (expected: string) => (expected.includes('URL') ? 'javascript:alert(1)' : '@@not-valid@@');

describe('every element: wrong attributes warn and fall back, never throw', () => {
  for (const [tag, load] of Object.entries(elementLoaders)) {
    it(`<${tag}>`, async () => {
      await load();
      const specs = (customElements.get(tag) as StoreElementClass | undefined)?.attributeSpecs;
      expect(specs, `${tag} is a storeElement with attribute specs`).to.be.an('object');
      const typed = Object.entries(specs!).filter(([, spec]) => spec.expected !== 'text');

      const errors: string[] = [];
      const onError = (event: ErrorEvent) => errors.push(String(event.message));
      const onRejection = (event: PromiseRejectionEvent) => errors.push(String(event.reason));
      window.addEventListener('error', onError);
      window.addEventListener('unhandledrejection', onRejection);
      const host = document.createElement('div');
      // Each bad value has been read once a warning quotes it; a frame later its render has run.
      const warnedAbout = (seen: readonly string[], suffix: string) =>
        typed.every(([prop, spec]) =>
          seen.some((warning) => warning.includes(`${toAttributeName(prop)}="${badValue(spec.expected)}${suffix}"`)),
        );
      const warnings = await captureWarnings(async (seen) => {
        const element = document.createElement(tag);
        element.setAttribute('data-load-on', 'ready');
        for (const [prop, spec] of typed) element.setAttribute(toAttributeName(prop), badValue(spec.expected));
        host.append(element);
        document.body.append(host);
        await until(() => element.hasAttribute('data-rendered') && warnedAbout(seen, ''), `<${tag}> rendered and warned`);
        // And again after a change, as a template re-render or script would do it.
        for (const [prop, spec] of typed) element.setAttribute(toAttributeName(prop), `${badValue(spec.expected)}!`);
        await until(() => warnedAbout(seen, '!'), `<${tag}> warned about the changed values`);
        await nextFrame();
        await nextFrame();
      });
      host.remove();
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);

      expect(errors, 'no uncaught errors').to.deep.equal([]);
      for (const [prop] of typed) {
        const attribute = toAttributeName(prop);
        const named = warnings.filter((warning) => warning.includes(`<${tag}>`) && warning.includes(`${attribute}="`));
        expect(named.length, `a warning names <${tag}> and ${attribute}`).to.be.greaterThan(0);
      }
    });
  }
});
