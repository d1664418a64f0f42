// The only script a template includes:
//   <script type="module" src="{{cdn '/assets/dist/theme-bundle.main.js'}}"></script>
// with, in a Stencil theme, the platform's entry call at the end of the body:
//   <script type="module" nonce="{{nonce}}">window.stencilBootstrap?.("{{page_type}}", {{jsContext}}).load();</script>
// It defines the storefront tags on the page lazily and loads the page type's
// script group. It must stay small and free of React.
import { lazyDefine } from './lazy-define.ts';
import { installDropdownMenus } from './dropdown-menus.ts';
import { holdEarlySubmits } from './held-submits.ts';
import { installModalTriggers, installQuickViewTriggers } from './modal-triggers.ts';
import { pageContext, setPageContext, type PageContext } from '../shared/page-context.ts';
import { elementLoaders } from './registry.ts';
import { groupsForPage, runPageGroups } from './script-groups.ts';
import { showWaitMessages } from './wait-buttons.ts';
// Importing store-context.ts defines <store-context> at once: the store's origin is known before any element asks.
import { configureStoreOrigin, type StoreConfiguration } from './store-context.ts';
import { installCartHandover } from './cart-handover.ts';

// The bundle's public surface for other scripts (`import { emit } from '…/theme-bundle.main.js'`):
// the one event map lives in shared/, re-exported here rather than copied.
export { emit } from '../shared/events.ts';
export type { StoreEventMap, StoreEventName } from '../shared/events.ts';

export type { StoreConfiguration } from './store-context.ts';

/**
 * Configures the elements of an embedding site (docs/embedding.md), the same as
 * `<store-context store-origin>`: `configureStore({ storeOrigin: 'https://store.example' })`.
 * A malformed origin logs one warning and is ignored.
 */
export function configureStore(configuration: StoreConfiguration): void {
  if (firstCopy) return firstCopy.configureStore(configuration);
  configureStoreOrigin(configuration);
}

/**
 * Two copies of the bundle on one page (the store's and a self-hosted one, at
 * two URLs, so two module instances): the second leaves the work to the first,
 * so no tag is defined twice and no chunk downloaded twice; its exports call the first's.
 */
interface RunningBundle {
  url: string;
  configureStore: typeof configureStore;
}
function start(): void {
  installCartHandover();

  window.stencilBootstrap = (pageType, contextJson) => ({
    load: () => {
      const context = setPageContext(pageType, contextJson);
      if (started) loadGroups(context);
    },
  });

  afterFirstPaint(() => {
    started = true;
    // A wish list click that comes before its element's code is kept for it (held-submits.ts),
    // so the shopper never leaves the product page once the element could have handled it.
    // Each needs the other: the holder replays through the definitions, a failed definition releases the holder.
    // eslint-disable-next-line prefer-const -- a const would be read before it is set if a load failed at once
    let heldSubmits: ReturnType<typeof holdEarlySubmits> | undefined;
    const definitions = lazyDefine(elementLoaders, {
      onError: (tag, error) => {
        console.error(`<${tag}> could not load; its server markup stays in place.`, error);
        heldSubmits?.failed(tag);
      },
    });
    heldSubmits = holdEarlySubmits(HOLD_SUBMITS_FOR, definitions.load);
    installModalTriggers(definitions.load);
    installQuickViewTriggers(definitions.load);
    showWaitMessages();
    installDropdownMenus();
    loadGroups(pageContext());
    // From here a click on a modal or quick-view trigger opens it in place rather than following
    // its link: theme CSS and tests can tell the two moments apart.
    document.documentElement.toggleAttribute('data-elements-started', true);
  });
}

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

/** Whether the elements have started (after the first paint); until then `load()` only records the context. */
let started = false;

/**
 * Runs `start` once the page's first paint is on screen: the server's content
 * (the product's picture, the headings) shows before any element code is
 * fetched or run. Module scripts run as soon as the document is parsed, and the
 * elements' code and first renders held back the first paint, and with it the
 * largest one (a product page's picture).
 *
 * Pages that never report a first paint still start:
 * - a hidden tab (opened in the background) has nothing on screen to hold back,
 *   so it starts at once, and a tab hidden while waiting starts then;
 * - a page whose frames paint nothing contentful (only a hidden badge) starts
 *   a moment after its first paint is presented (the 'first-paint' entry), or,
 *   when nothing at all is painted, a longer moment after its first frame. Both
 *   count from the frame, not from this script: on a busy machine a frame can
 *   be presented hundreds of milliseconds after its animation frame ran, and
 *   its paint is what we wait for;
 * - a browser without paint timing starts after its first frame;
 * - a document that renders no frames at all (a throttled, off-screen frame)
 *   starts after a last, longer wait.
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    document.removeEventListener('visibilitychange', run);
    start();
  };
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return run();
  if (document.visibilityState === 'hidden') return run();
  document.addEventListener('visibilitychange', run);
  const paintTiming = PerformanceObserver.supportedEntryTypes?.includes('paint') ?? false;
  if (paintTiming) {
    // Paint entries come as 'first-paint' (any pixel, a background) and then
    // 'first-contentful-paint'; on a busy machine the two can be frames apart.
    let painted = false;
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        return run();
      }
      if (!painted && list.getEntriesByName('first-paint').length) {
        painted = true;
        setTimeout(run, AFTER_FIRST_PAINT_MS);
      }
    }).observe({ type: 'paint', buffered: true });
  }
  // Counted from the start of the second frame, by when the first one has been
  // handed to the compositor, though not always to the screen.
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(run, paintTiming ? AFTER_FIRST_FRAME_MS : 0)));
  setTimeout(run, NO_FRAME_WAIT_MS);
}
/** Tags whose forms are handled in place: a submit before their code has run is held for them. */
const HOLD_SUBMITS_FOR = ['store-wishlist-add'];

/** How long after a presented first paint of no content the bootstrap waits for a contentful one. */
const AFTER_FIRST_PAINT_MS = 300;
/** How long after its first frame the bootstrap waits for a first paint that does not come. */
const AFTER_FIRST_FRAME_MS = 1000;
/** How long the bootstrap waits for a document that renders no frame. */
const NO_FRAME_WAIT_MS = 3000;

// Last, once every constant above is set: start() may run its first steps at once.
const BUNDLE_KEY = Symbol.for('storefront-elements.bundle');
const registry = window as unknown as Record<symbol, RunningBundle | undefined>;
const firstCopy = registry[BUNDLE_KEY];
if (firstCopy) {
  console.warn(
    `theme-bundle.main.js is on this page twice (${firstCopy.url} and ${import.meta.url}): the second copy does nothing and leaves the elements to the first. Load one of them.`,
  );
} else {
  registry[BUNDLE_KEY] = { url: import.meta.url, configureStore };
  start();
}
