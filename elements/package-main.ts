// The npm package's main module: `import 'storefront-elements'`.
// Like the theme's page bootstrap, it defines each storefront tag only when one is on the
// page and needed (near the viewport or interacted with first; `data-load-on` on an element
// says otherwise, see lazy-define.ts), loading that tag's code then. So a page pays for the
// elements it shows, and React loads only when one of them needs it. Tags added to the page
// later (server HTML, an app's render) are picked up too.
// Eager definitions stay available: `storefront-elements/store-*` defines one tag on import,
// `storefront-elements/all` every tag. Its types are generated (scripts/package-types.ts).
import { lazyDefine } from './lazy-define.ts';
import { elementLoaders } from './registry.ts';
// Importing store-context.ts defines <store-context> at once.
import { configureStoreOrigin } from './store-context.ts';

export { emit } from '../shared/events.ts';
export type { StoreConfiguration } from './store-context.ts';

/**
 * Names the store the elements call, for a site embedding them (docs/embedding.md), the same as
 * `<store-context store-origin>`, which is defined at once.
 */
export const configureStore = configureStoreOrigin;

lazyDefine(elementLoaders);

/**
 * Loads and defines `tag` now, whether or not one is on the page yet (for code that is about
 * to create or open one), and gives its class. Rejects when the tag is not a storefront tag or
 * its code could not load.
 */
export async function defineElement(tag: string): Promise<CustomElementConstructor> {
  const loader = Object.hasOwn(elementLoaders, tag) ? elementLoaders[tag] : undefined;
  // <store-context> is defined with this module (it has no code to load).
  if (!loader && tag === 'store-context') return customElements.whenDefined(tag);
  if (!loader) throw new TypeError(`<${tag}> is not a storefront element.`);
  await loader();
  return customElements.whenDefined(tag);
}
