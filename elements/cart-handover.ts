import { configuredStoreOrigin, isEmbedded } from '../shared/store-origin.ts';

/**
 * On a site embedding the elements, a link to the store's cart or checkout
 * (`<a href="https://store.example/cart.php">`) takes the shopper's cart along:
 * the store's cookies there are not those of its own pages (browsers keep a
 * site's cookies apart per top-level site), so the click asks the store for a
 * one-time link to this cart and follows it. Without a cart, or when the store
 * does not answer, the link is followed as written.
 *
 * The page bootstrap imports this module, so it imports nothing of the shared
 * runtime chunk (the API client, navigation.ts) but by `import()`: a static import
 * would make every page download that chunk, and make it import the bootstrap in
 * a cycle, where it reads the bootstrap's constants before they are set (the
 * request deadline was undefined, so every call without a page context was
 * aborted at once).
 */
export function installCartHandover(): void {
  document.addEventListener('click', (event) => {
    if (!isEmbedded() || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
    const url = new URL(link.href);
    const kind = HANDOVER_PATHS[url.pathname];
    if (url.origin !== configuredStoreOrigin() || !kind || url.search !== '') return;
    event.preventDefault();
    Promise.all([import('../react/api/cart-handover.ts'), import('../react/navigation.ts')]).then(
      ([{ cartRedirectUrls }, { navigateTo }]) =>
        cartRedirectUrls().then(
          (urls) => navigateTo(kind === 'checkout' ? urls.checkoutUrl : urls.cartUrl),
          () => navigateTo(link.href),
        ),
      // The chunks could not load: the link as written still reaches the store.
      () => window.location.assign(link.href),
    );
  });
}

const HANDOVER_PATHS: Record<string, 'cart' | 'checkout'> = { '/cart.php': 'cart', '/checkout': 'checkout' };
