// The cart page's state (spec §4 cart page load, §7 cart and cart extras): what the
// shopper asked for, what the server confirmed, what is under way and what is said.
// One small store, read with useSyncExternalStore; the request handlers read it at
// once (a second click before React renders sees the first), and <store-cart>
// renders it into the server's markup.

export type MessageSlot = 'lines' | 'coupon' | 'gift-certificate' | 'shipping';
export type CodeKind = 'coupon' | 'gift-certificate';

export interface Message {
  text: string;
  kind: 'error' | 'success';
}

/** What the server's markup says of a line (read from `tr[data-item-id]`). */
export interface LineFacts {
  name: string;
  /** The quantity the server rendered. */
  quantity: number;
  /** The line's maximum (the field's `max`), or Infinity. */
  max: number;
  multiPurchase: boolean;
}

/** What the shopper and the server did to a line since the lines were last rendered. */
export interface LineState {
  /** The quantity last asked for (shown in the field); undefined: the confirmed one. */
  requested?: number;
  /** The quantity the server last confirmed; undefined: the one it rendered. */
  confirmed?: number;
  /** A change of this line is under way (until the lines are rendered again, or it fails). */
  busy: boolean;
  /** Bumped when the field must show the line's quantity again (a failed change). */
  revision: number;
  /** The shopper typed a quantity that was refused before sending (issue 32 item 8): the field keeps it, marked invalid, until corrected. */
  invalid?: boolean;
}

/** The state list of the shipping estimator: the first option's label, the states, and whether a state is required. */
export interface StateList {
  placeholder: string;
  states: ReadonlyArray<{ value: string; label: string }>;
  required: boolean;
}

export interface CartPageState {
  /** A change is sent or waits, or the lines are being refreshed. */
  busy: boolean;
  /** The server's cart (cart/content and cart/totals) from the last refresh; null: the page's own. */
  markup: { content: string; totals: string } | null;
  lines: Readonly<Record<string, LineState>>;
  messages: Readonly<Partial<Record<MessageSlot, Message>>>;
  codes: Readonly<Record<CodeKind, { busy: boolean; applied: number }>>;
  estimator: {
    open: boolean;
    busy: boolean;
    /** null: as the server rendered it (no country chosen yet). */
    states: StateList | null;
    /** The server's quotes (cart/shipping-quote), or null before the first estimate. */
    quotes: string | null;
    /** The shipping method the server saved since the quotes were shown. */
    savedMethod: string | null;
    /** The method shown chosen: undefined as the quotes came (the shopper's click), null none (a failed first choice). */
    chosenMethod: string | null | undefined;
  };
}

export const initialCartPageState: CartPageState = {
  busy: false,
  markup: null,
  lines: {},
  messages: {},
  codes: { coupon: { busy: false, applied: 0 }, 'gift-certificate': { busy: false, applied: 0 } },
  estimator: { open: false, busy: false, states: null, quotes: null, savedMethod: null, chosenMethod: undefined },
};

export type CartPageAction =
  | { type: 'busy'; busy: boolean }
  | { type: 'say'; slot: MessageSlot; message: Message | null }
  | { type: 'line-requested'; itemId: string; quantity?: number }
  | { type: 'line-confirmed'; itemId: string; quantity: number; message: Message | null }
  | { type: 'line-failed'; itemId: string; message: Message }
  | { type: 'line-refused'; itemId: string; message: Message }
  | { type: 'line-corrected'; itemId: string }
  | { type: 'refreshed'; content: string; totals: string }
  | { type: 'refresh-failed'; message: Message }
  | { type: 'code-sent'; kind: CodeKind }
  | { type: 'code-answered'; kind: CodeKind; message: Message; applied: boolean }
  | { type: 'estimator-toggled' }
  | { type: 'states-shown'; states: StateList }
  | { type: 'quotes-asked' }
  | { type: 'quotes-answered'; quotes: string | null; message: Message | null }
  | { type: 'method-chosen'; method: string }
  | { type: 'method-answered'; method: string; saved: boolean; message: Message };

const NO_LINE: LineState = { busy: false, revision: 0 };

function withLine(state: CartPageState, itemId: string, change: (line: LineState) => LineState): CartPageState {
  return { ...state, lines: { ...state.lines, [itemId]: change(state.lines[itemId] ?? NO_LINE) } };
}

export function cartPageReducer(state: CartPageState, action: CartPageAction): CartPageState {
  switch (action.type) {
    case 'busy':
      return { ...state, busy: action.busy };
    case 'say':
      return { ...state, messages: { ...state.messages, [action.slot]: action.message ?? undefined } };
    case 'line-requested':
      return withLine(state, action.itemId, (line) => ({
        ...line,
        busy: true,
        invalid: false,
        requested: action.quantity ?? line.requested,
      }));
    case 'line-confirmed': {
      // The line stays busy until the lines are rendered again from the server.
      const next = withLine(state, action.itemId, (line) => ({ ...line, confirmed: action.quantity }));
      return action.message ? { ...next, messages: { ...next.messages, lines: action.message } } : next;
    }
    case 'line-failed': {
      // The line shows what the server last confirmed.
      const next = withLine(state, action.itemId, (line) => ({
        ...line,
        busy: false,
        requested: line.confirmed,
        revision: line.revision + 1,
        invalid: false,
      }));
      return { ...next, messages: { ...next.messages, lines: action.message } };
    }
    case 'line-refused': {
      // Nothing is sent: the field keeps what was typed, marked invalid, with the message saying why.
      const next = withLine(state, action.itemId, (line) => ({ ...line, invalid: true }));
      return { ...next, messages: { ...next.messages, lines: action.message } };
    }
    case 'line-corrected': {
      // Back to the line's own quantity: nothing to send, and the refusal no longer stands.
      const next = withLine(state, action.itemId, (line) => ({ ...line, invalid: false, revision: line.revision + 1 }));
      const refusal = state.messages.lines?.kind === 'error';
      return refusal ? { ...next, messages: { ...next.messages, lines: undefined } } : next;
    }
    case 'refreshed':
      return { ...state, markup: { content: action.content, totals: action.totals }, lines: {} };
    case 'refresh-failed':
      return {
        ...state,
        lines: Object.fromEntries(Object.entries(state.lines).map(([id, line]) => [id, { ...line, busy: false }])),
        messages: { ...state.messages, lines: action.message },
      };
    case 'code-sent':
      return { ...state, codes: { ...state.codes, [action.kind]: { ...state.codes[action.kind], busy: true } } };
    case 'code-answered': {
      const code = state.codes[action.kind];
      return {
        ...state,
        codes: { ...state.codes, [action.kind]: { busy: false, applied: code.applied + (action.applied ? 1 : 0) } },
        messages: { ...state.messages, [action.kind]: action.message },
      };
    }
    case 'estimator-toggled':
      return { ...state, estimator: { ...state.estimator, open: !state.estimator.open } };
    case 'states-shown':
      return { ...state, estimator: { ...state.estimator, states: action.states } };
    case 'quotes-asked':
      return { ...state, estimator: { ...state.estimator, busy: true } };
    case 'quotes-answered':
      return {
        ...state,
        estimator:
          action.quotes === null
            ? { ...state.estimator, busy: false }
            : { ...state.estimator, busy: false, quotes: action.quotes, savedMethod: null, chosenMethod: undefined },
        messages: { ...state.messages, shipping: action.message ?? undefined },
      };
    case 'method-chosen':
      return { ...state, estimator: { ...state.estimator, chosenMethod: action.method } };
    case 'method-answered': {
      const { estimator } = state;
      const savedMethod = action.saved ? action.method : estimator.savedMethod;
      // A newer choice made meanwhile stays chosen; a failed one gives way to the saved one (or none).
      const chosenMethod = estimator.chosenMethod === action.method && !action.saved ? savedMethod : estimator.chosenMethod;
      return {
        ...state,
        estimator: { ...estimator, savedMethod, chosenMethod },
        messages: { ...state.messages, shipping: action.message },
      };
    }
  }
}

/** A store of the cart page's state: handlers dispatch, components read it with useSyncExternalStore. */
export interface CartPageStore {
  get(): CartPageState;
  dispatch(action: CartPageAction): void;
  subscribe(listener: () => void): () => void;
}

export function createCartPageStore(initial: CartPageState = initialCartPageState): CartPageStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    dispatch(action) {
      const next = cartPageReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The lines the server rendered, by item id, and the cart's quantity (`data-cart-quantity`), from cart/content markup. */
export function readLines(root: ParentNode | null): { lines: ReadonlyMap<string, LineFacts>; cartQuantity: number | null } {
  const lines = new Map<string, LineFacts>();
  for (const row of root?.querySelectorAll<HTMLElement>('tr[data-item-id]') ?? []) {
    const field = row.querySelector<HTMLInputElement>('input[name^="qty["]');
    lines.set(row.dataset.itemId ?? '', {
      // The row header's first link is the line's name (cart/content).
      name: row.querySelector('th a')?.textContent?.trim() ?? '',
      quantity: field ? Number(field.defaultValue) : 1,
      max: !field || field.max === '' ? Number.POSITIVE_INFINITY : Number(field.max),
      multiPurchase: row.dataset.multiPurchase === 'true',
    });
  }
  const quantity = Number(root?.querySelector<HTMLElement>('[data-cart-quantity]')?.dataset.cartQuantity);
  return { lines, cartQuantity: Number.isInteger(quantity) && quantity >= 0 ? quantity : null };
}

/** The quantity a line shows: asked for, else confirmed, else as rendered. */
export function shownQuantity(state: CartPageState, facts: LineFacts | undefined, itemId: string): number {
  const line = state.lines[itemId];
  return line?.requested ?? line?.confirmed ?? facts?.quantity ?? 0;
}

/** The quantity the server last confirmed for a line. */
export function confirmedQuantity(state: CartPageState, facts: LineFacts | undefined, itemId: string): number {
  return state.lines[itemId]?.confirmed ?? facts?.quantity ?? 0;
}
