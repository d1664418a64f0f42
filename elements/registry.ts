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
};
