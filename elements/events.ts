/**
 * Every public event the storefront elements dispatch, with its `detail` type.
 *
 * Names are kebab-case verbs in the past tense. Every event bubbles and is
 * composed, so a template author can listen once on `document`:
 *
 * ```js
 * document.addEventListener('cart-qty-updated', (event) => {
 *   console.log(event.detail.quantity);
 * });
 * ```
 */
export interface StoreEventMap {
  /**
   * The number of items in the cart changed (spec §3 cart summary, §7 card add-to-cart).
   * `source` says who changed it: the tag name of the element, `storage` when
   * another tab changed it, or `server` when a refresh from the platform did.
   */
  'cart-qty-updated': { quantity: number; source: string };
  /** The header cart preview opened (the mobile menu closes for it, spec §4). */
  'cart-preview-opened': Record<string, never>;
  /** The mobile navigation menu opened or closed (spec §4 mobile menu). */
  'mobile-menu-opened': Record<string, never>;
  'mobile-menu-closed': Record<string, never>;
}

export type StoreEventName = keyof StoreEventMap;

export type StoreEvent<Name extends StoreEventName> = CustomEvent<StoreEventMap[Name]>;

/** Dispatches a public event from `target`; it bubbles and crosses shadow roots. */
export function emit<Name extends StoreEventName>(
  target: EventTarget,
  name: Name,
  detail: StoreEventMap[Name],
): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: false }),
  );
}

declare global {
  interface GlobalEventHandlersEventMap {
    'cart-qty-updated': StoreEvent<'cart-qty-updated'>;
    'cart-preview-opened': StoreEvent<'cart-preview-opened'>;
    'mobile-menu-opened': StoreEvent<'mobile-menu-opened'>;
    'mobile-menu-closed': StoreEvent<'mobile-menu-closed'>;
  }
  interface DocumentEventMap {
    'cart-qty-updated': StoreEvent<'cart-qty-updated'>;
    'cart-preview-opened': StoreEvent<'cart-preview-opened'>;
    'mobile-menu-opened': StoreEvent<'mobile-menu-opened'>;
    'mobile-menu-closed': StoreEvent<'mobile-menu-closed'>;
  }
}
