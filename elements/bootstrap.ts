// The only script a template includes:
//   <script type="module" src="/assets/theme-bundle.main.js"></script>
// It defines the storefront tags on the page lazily and loads the page type's
// script group. It must stay small and free of React.
import { lazyDefine } from './lazy-define.ts';
import { installModalTriggers, installQuickViewTriggers } from './modal-triggers.ts';
import { pageContext, setPageContext, type PageContext } from './page-context.ts';
import { elementLoaders } from './registry.ts';
import { groupsForPage, runPageGroups } from './start.ts';
import { showWaitMessages } from './wait-buttons.ts';

export { emit } from './events.ts';
export type { StoreEventMap, StoreEventName } from './events.ts';

const ran = new Set<string>();

function loadGroups(context: PageContext): void {
  const ids = groupsForPage(context, document).filter((id) => !ran.has(id));
  for (const id of ids) ran.add(id);
  // A group that fails to load leaves the page as the server rendered it (spec §8).
  runPageGroups(ids, context).catch((error: unknown) => console.error(error));
}

declare global {
  interface Window {
    /**
     * The classic entry of platform themes: `window.stencilBootstrap(pageType, contextJson).load()`.
     * This bundle is a module, so call it from a module script or after `load`.
     */
    stencilBootstrap?: (pageType: string, contextJson: string | object) => { load: () => void };
  }
}

window.stencilBootstrap = (pageType, contextJson) => ({
  load: () => loadGroups(setPageContext(pageType, contextJson)),
});

const definitions = lazyDefine(elementLoaders);
installModalTriggers(definitions.load);
installQuickViewTriggers(definitions.load);
showWaitMessages();
loadGroups(pageContext());
