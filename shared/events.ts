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
  /**
   * An item was added to the cart (spec §4 add to cart). The header cart preview
   * refreshes on it; `source` is the tag name of the element that added it.
   */
  'cart-item-added': { productId: number; quantity: number; cartItemId: string | null; source: string };
  /** The shopper signed in through the popup login (spec §4); the page reloads 2500 ms later. */
  'customer-signed-in': { customerId: string };
  /** The header cart preview opened (the mobile menu closes for it, spec §4). */
  'cart-preview-opened': Record<string, never>;
  /** The mobile navigation menu opened or closed (spec §4 mobile menu). */
  'mobile-menu-opened': Record<string, never>;
  'mobile-menu-closed': Record<string, never>;
  /**
   * A modal finished opening (spec §4 modal). `id` is the id of the `<store-modal>`
   * or `<dialog>`, or '' when it has none.
   */
  'modal-opened': { id: string };
  /** A modal closed (after its animation); `reason` says how. */
  'modal-closed': { id: string; reason: ModalCloseReason };
  /** A collapsible opened or closed (spec §4 collapsible toggle). `group` is '' outside a group. */
  'collapsible-toggled': { id: string; open: boolean; group: string };
  /**
   * The product form applied the platform's answer for a new option selection
   * (spec §3 product option response, §4 product options). The gallery follows
   * `image` (`url` keeps the `{:size}` placeholder; null means the product's own
   * image); other features may follow price, stock or purchasability.
   */
  'product-options-changed': {
    productId: number;
    image: { url: string; alt: string } | null;
    sku: string | null;
    purchasable: boolean;
    inStock: boolean;
    /** The price without tax for this selection (null: the answer gave none). Left out by older senders. */
    price?: number | null;
    /** The stock or purchasing message for this selection (spec §8), or null. */
    message?: string | null;
  };
  /**
   * The products chosen for comparison changed (a compare checkbox, the compare bar's
   * remove or clear, or the compare page). `productIds` is the whole list, in the order chosen.
   */
  'compare-list-changed': { productIds: number[] };
}

/** How a modal was closed: Esc, a click on the backdrop, its close button, or by its owner. */
export type ModalCloseReason = 'escape' | 'backdrop' | 'close-button' | 'confirm' | 'cancel' | 'programmatic';

export type StoreEventName = keyof StoreEventMap;

export type StoreEvent<Name extends StoreEventName> = CustomEvent<StoreEventMap[Name]>;

/** Dispatches a public event from `target`; it bubbles and crosses shadow roots. */
export function emit<Name extends StoreEventName>(target: EventTarget, name: Name, detail: StoreEventMap[Name]): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: false }));
}

/** Every store event as the DOM delivers it, keyed by name. */
type StoreEventsByName = { [Name in StoreEventName]: StoreEvent<Name> };

declare global {
  // Typed listeners for template authors: document.addEventListener('cart-qty-updated', (e) => e.detail.quantity)
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: only an interface can augment the DOM's event maps
  interface GlobalEventHandlersEventMap extends StoreEventsByName {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- as above
  interface DocumentEventMap extends StoreEventsByName {}
}
