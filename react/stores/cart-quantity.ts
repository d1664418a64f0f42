import { emit } from '../../shared/events.ts';
import { fetchCartQuantity } from '../api/cart.ts';
import { CART_QUANTITY_STORAGE_KEY } from '../../shared/constants.ts';
import { storeContext } from '../../shared/store-context.ts';

// The cart quantity shared by every element on the page (DESIGN rule 3, spec §3):
// kept in localStorage, synced across tabs by the `storage` event, read in React
// with useSyncExternalStore, and announced to the page as `cart-qty-updated`.

type Listener = () => void;
const listeners = new Set<Listener>();
let quantity = readStoredQuantity();
/**
 * Counts changes made on this page (elements, events, other tabs). A refresh
 * from the platform that started before the latest of them is older news and
 * must not overwrite it: answers can arrive out of order.
 */
let localChanges = 0;

function isQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function readStoredQuantity(): number {
  try {
    const stored = Number(localStorage.getItem(CART_QUANTITY_STORAGE_KEY) ?? 0);
    return isQuantity(stored) ? stored : 0;
  } catch {
    return 0; // storage can be blocked (privacy modes); the server refresh still works
  }
}

/** Takes `next` as the current value; true when it changed. */
function adopt(next: number): boolean {
  if (next === quantity) return false;
  quantity = next;
  for (const listener of listeners) listener();
  return true;
}

/** Persists `next` for other pages and tabs, then adopts it. */
function store(next: number): boolean {
  try {
    localStorage.setItem(CART_QUANTITY_STORAGE_KEY, String(next));
  } catch {
    // see readStoredQuantity
  }
  return adopt(next);
}

export function getCartQuantity(): number {
  return quantity;
}

export function subscribeCartQuantity(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Sets the cart quantity and tells the page. `source` names who changed it
 * (an element's tag name, `server`, `storage`).
 */
export function setCartQuantity(next: number, source: string): void {
  if (!isQuantity(next)) {
    console.warn(`Cart quantity: ignoring ${JSON.stringify(next)} from ${source}; expected a whole number from 0.`);
    return;
  }
  if (source !== 'server') localChanges++;
  if (store(next)) emit(document, 'cart-qty-updated', { quantity: next, source });
}

// Any element or template script may announce a new quantity; adopt it without echoing.
document.addEventListener('cart-qty-updated', (event) => {
  const detail = (event as CustomEvent<unknown>).detail as { quantity?: unknown; source?: unknown } | null;
  if (!isQuantity(detail?.quantity)) return;
  if (detail.source !== 'server') localChanges++;
  store(detail.quantity);
});

// Another tab changed the cart: adopt its value and tell this page.
window.addEventListener('storage', (event) => {
  if (event.key !== CART_QUANTITY_STORAGE_KEY && event.key !== null) return;
  localChanges++;
  if (adopt(readStoredQuantity())) emit(document, 'cart-qty-updated', { quantity, source: 'storage' });
});

let refreshing: Promise<void> | undefined;
/** Refreshes started, and the newest of them whose answer was taken (answers can overtake each other). */
let refreshesStarted = 0;
let newestTaken = 0;

/**
 * Asks the platform for the quantity (spec §7 cart summary). A page whose context
 * says there is no cart has 0 items, unless `force` says the cart has changed since. A failed or malformed answer keeps the last
 * value (the badge must never flash a wrong number); concurrent callers share one request.
 */
export function refreshCartQuantity(options: { force?: boolean; fetch?: typeof fetch } = {}): Promise<void> {
  if (refreshing && !options.force) return refreshing;
  const context = storeContext();
  const changesAtStart = localChanges;
  if (context.present && context.cartId === null && !options.force) {
    // The page was rendered without a cart; an addition made since then is newer.
    // (A forced refresh follows a change to the cart: the context is out of date.)
    if (localChanges === 0) setCartQuantity(0, 'server');
    refreshing = Promise.resolve();
    return refreshing;
  }
  const order = ++refreshesStarted;
  refreshing = fetchCartQuantity({ baseUrl: context.secureBaseUrl, fetch: options.fetch }).then(
    (next) => {
      // Older news than a change made on the page since, or than a later refresh already taken.
      if (localChanges !== changesAtStart || order < newestTaken) return;
      newestTaken = order;
      setCartQuantity(next, 'server');
    },
    (error: unknown) => console.warn('Cart quantity: keeping the last value;', error),
  );
  return refreshing;
}
