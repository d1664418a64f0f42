// Every storefront tag and how to load its code. The page bootstrap defines a
// tag only when it is on the page and needed (lazy-define.ts), so a page without
// React features never downloads React.
export type ElementLoader = () => Promise<unknown>;

export const elementLoaders: Record<string, ElementLoader> = {
  'store-cart-count': () => import('./store-cart-count.ts'),
  'store-cookie-notice': () => import('./store-cookie-notice.ts'),
  'store-mobile-menu': () => import('./store-mobile-menu.ts'),
  'store-carousel': () => import('./store-carousel.ts'),
  'store-collapsible': () => import('./store-collapsible.ts'),
  'store-modal': () => import('./store-modal.ts'),
  'store-icon': () => import('./store-icon.ts'),
  'store-quick-search': () => import('./store-quick-search.ts'),
  'store-cart-preview': () => import('./store-cart-preview.ts'),
  'store-currency-selector': () => import('./store-currency-selector.ts'),
  'store-login-popup': () => import('./store-login-popup.ts'),
  'store-product-card': () => import('./store-product-card.ts'),
  'store-product-form': () => import('./store-product-form.ts'),
  'store-quick-view': () => import('./store-quick-view.ts'),
  'store-cart': () => import('./store-cart.ts'),
  'store-collections': () => import('./store-collections.ts'),
  'store-product-gallery': () => import('./store-product-gallery.ts'),
  'store-product-tabs': () => import('./store-product-tabs.ts'),
  'store-review-form': () => import('./store-review-form.ts'),
  'store-wishlist-add': () => import('./store-wishlist-add.ts'),
  'store-parent-collection': () => import('./store-parent-collection.ts'),
  'store-fbt': () => import('./store-fbt.ts'),
  'store-address-form': () => import('./store-address-form.ts'),
  'store-wishlist-name': () => import('./store-wishlist-name.ts'),
  'store-wishlist-delete': () => import('./store-wishlist-delete.ts'),
  'store-form': () => import('./store-form.ts'),
  'store-compare-bar': () => import('./store-compare-bar.ts'),
  'store-token-table': () => import('./store-token-table.ts'),
  'store-faceted-search': () => import('./store-faceted-search.ts'),
};
