import type { FocusTrap, Options } from 'focus-trap';

// focus-trap (6 KB gzip) is needed only while a modal or the mobile menu is
// open, so it loads then, not with every page that could open one (a native
// modal <dialog> already makes the rest of the page inert meanwhile).
let loading: Promise<typeof import('focus-trap')> | undefined;

/** Creates and activates a focus trap on `element` once the library is here; `isWanted` says whether it still is. */
export async function trapFocus(element: HTMLElement, options: Options, isWanted: () => boolean): Promise<FocusTrap | null> {
  loading ??= import('focus-trap');
  const { createFocusTrap } = await loading;
  if (!isWanted()) return null;
  return createFocusTrap(element, options).activate();
}
