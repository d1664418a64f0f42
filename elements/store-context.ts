import { setStoreOrigin } from '../shared/store-origin.ts';
import { warnOnce } from '../shared/warn.ts';

/**
 * Says which store the elements on this page talk to, for a site that embeds
 * them (docs/embedding.md). Every platform call, and every link the elements
 * make to the store, then goes to that origin, with the shopper's cookies.
 * Place it before the elements, once per page; it renders nothing.
 *
 * A plain element, not a React one: the bootstrap defines it at once, so the
 * origin is known before any element's code asks for it. A malformed origin or
 * another scheme (`javascript:`) logs one warning and is ignored.
 *
 * ```html
 * <store-context store-origin="https://store.example"></store-context>
 * ```
 *
 * @tag store-context
 * @attr {string} [store-origin=""] - The store's origin, `https://store.example` (a path after it is ignored). Empty: the page context's secureBaseUrl, else the page's own origin.
 */
export class StoreContextElement extends HTMLElement {
  static observedAttributes = ['store-origin'];

  connectedCallback(): void {
    this.apply();
  }

  attributeChangedCallback(): void {
    if (this.isConnected) this.apply();
  }

  private apply(): void {
    const value = this.getAttribute('store-origin');
    if (value !== null) setStoreOrigin(value, '<store-context store-origin>');
  }
}

/** Defines `<store-context>` now: it renders nothing and is a few lines, so the store's origin is known before any element calls it. */
function defineStoreContext(): void {
  if (!customElements.get('store-context')) customElements.define('store-context', StoreContextElement);
}

export interface StoreConfiguration {
  /** The store's origin (`https://store.example`) every element calls, for a site embedding them. */
  storeOrigin?: string;
}

/**
 * Configures the elements of an embedding site (docs/embedding.md), the same as
 * `<store-context store-origin>`: `configureStore({ storeOrigin: 'https://store.example' })`.
 * A malformed origin logs one warning and is ignored.
 */
export function configureStoreOrigin(configuration: StoreConfiguration): void {
  if (typeof configuration !== 'object' || configuration === null) {
    warnOnce('configureStore|object', 'configureStore: expected an object such as { storeOrigin: "https://store.example" }; ignored.');
    return;
  }
  if ('storeOrigin' in configuration) setStoreOrigin(configuration.storeOrigin, 'configureStore({ storeOrigin })');
}

// Importing the module defines the tag, as each element's module does.
defineStoreContext();

declare global {
  interface HTMLElementTagNameMap {
    'store-context': StoreContextElement;
  }
}
