import { setStoreOrigin } from '../shared/store-origin.ts';

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

declare global {
  interface HTMLElementTagNameMap {
    'store-context': StoreContextElement;
  }
}
