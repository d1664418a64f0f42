import type { ElementLoader } from './registry.ts';

/**
 * When a tag's code loads, per element (`data-load-on` on any instance):
 * - `visible` (default): when the element comes near the viewport, or is interacted with first;
 * - `interaction`: on the first pointer, focus, key or touch event inside it;
 * - `ready`: at once.
 */
export type LoadStrategy = 'ready' | 'visible' | 'interaction';

const INTERACTIONS = ['pointerdown', 'pointerover', 'focusin', 'keydown', 'touchstart'] as const;
/** "Near the viewport": start loading a screen's worth of margin ahead of scrolling. */
const VISIBLE_MARGIN = '200px 0px';

export interface LazyDefineOptions {
  root?: Document | Element;
  /** Called when a tag's code fails to load; the server markup stays as the fallback. */
  onError?: (tag: string, error: unknown) => void;
}

/**
 * Watches `root` for undefined custom elements whose tag is in `loaders` and
 * loads each tag's code once, when its strategy says so (Catalyst's lazyDefine).
 * Elements added later (server HTML inserted into the page) are picked up too.
 * Returns `load(tag)`, for code that knows a tag is needed before the shopper
 * sees it (a modal trigger), and `stop()`.
 */
export interface LazyDefinitions {
  load: (tag: string) => void;
  stop: () => void;
}

export function lazyDefine(loaders: Record<string, ElementLoader>, options: LazyDefineOptions = {}): LazyDefinitions {
  const root = options.root ?? document;
  const started = new Set<string>();
  const watched = new WeakSet<Element>();
  const cleanups: Array<() => void> = [];

  const load = (tag: string) => {
    if (started.has(tag)) return;
    started.add(tag);
    const loader = loaders[tag];
    if (!loader) return;
    loader().catch((error: unknown) => {
      started.delete(tag); // a later interaction may try again
      (options.onError ?? reportLoadError)(tag, error);
    });
  };

  const visibility = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        visibility.unobserve(entry.target);
        load(entry.target.localName);
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  cleanups.push(() => visibility.disconnect());

  const watch = (element: Element) => {
    const tag = element.localName;
    if (watched.has(element) || started.has(tag) || !(tag in loaders)) return;
    watched.add(element);
    const strategy = element.getAttribute('data-load-on') ?? 'visible';
    if (strategy === 'ready') return load(tag);
    const stopListening = () => {
      for (const type of INTERACTIONS) element.removeEventListener(type, onInteraction, true);
    };
    const onInteraction = () => {
      stopListening();
      load(tag);
    };
    for (const type of INTERACTIONS) element.addEventListener(type, onInteraction, { capture: true, passive: true });
    cleanups.push(stopListening);
    if (strategy !== 'interaction') visibility.observe(element);
  };

  const scan = (within: Document | Element) => {
    if (within instanceof Element && within.matches(':not(:defined)')) watch(within);
    for (const element of within.querySelectorAll(':not(:defined)')) watch(element);
  };

  // Only what was added is looked at: rescanning the whole page on every change
  // would cost O(N²) while a grid of N elements renders (each render adds nodes).
  const mutations = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) scan(node);
    }
  });
  mutations.observe(root, { childList: true, subtree: true });
  cleanups.push(() => mutations.disconnect());

  scan(root);
  return {
    load,
    stop: () => {
      for (const cleanup of cleanups) cleanup();
    },
  };
}

function reportLoadError(tag: string, error: unknown): void {
  console.error(`<${tag}> could not load; its server markup stays in place.`, error);
}
