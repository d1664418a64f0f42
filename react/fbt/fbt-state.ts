import type { UpsellOptionState } from '../api/fbt.ts';
import type { OptionStock } from '../api/product.ts';
import { UPSELL_OPTION_IMAGE_SIZE } from '../../shared/constants.ts';
import { addAllProblem, sizedImage, UPSELL_ERRORS_MESSAGE } from './upsell.ts';
import type { ChosenOptions, UpsellProduct } from './upsell-product.ts';

// The upsell block's state, all of it (spec §4 upsell item, §5 upsell add-all,
// §7, §8): the items, each one's chosen options and their validity, which are
// checked, the questions and additions under way, and what the block says. One
// reducer, so every change is a named action and the markup is rendered from it.

/** A question about one item's options; only the answer to the latest counts. */
export interface OptionQuestion {
  id: number;
  chosen: ChosenOptions;
  /** A stock message in the answer may open a popup (the shopper changed an option), rather than only the live region. */
  announce: boolean;
}

export interface Item {
  key: string;
  /** The product being viewed: shown first, always checked. */
  main: boolean;
  status: 'loading' | 'ready' | 'failed';
  product: UpsellProduct | null;
  /** The price of one for the chosen options. */
  price: number;
  /** The variant image for the chosen options, or null for the product's own. */
  imageUrl: string | null;
  checked: boolean;
  open: boolean;
  /** spec §4: the options are loaded once, on first need. */
  loaded: boolean;
  chosen: ChosenOptions;
  optionsSelected: boolean;
  question: OptionQuestion | null;
  /** An option question is waiting for its answer. */
  asking: boolean;
  /** spec §8: the stock or purchasing message of the latest answer. */
  error: string | null;
  /** spec §4: which option values the latest answer says are in stock, for the options shown. */
  stock: OptionStock | null;
  added: boolean;
}

/** Why an addition failed, for the message (spec §8 add-all failure). */
export type FailureReason = { kind: 'refusal'; text: string } | { kind: 'unconfirmed' } | { kind: 'failed' };

/** What the block says, as a kind: the words come from its attributes when it renders. */
export type Notice =
  | { kind: 'nothing-checked' }
  | { kind: 'errors' }
  | { kind: 'options' }
  | { kind: 'adding' }
  | { kind: 'option-message'; name: string | null; message: string }
  | { kind: 'failure'; name: string; reason: FailureReason; added: string[] };

/** An addition of the chosen items, one at a time (spec §5, §7). */
export interface AddRun {
  id: number;
  items: Item[];
}

export interface FbtState {
  block: 'loading' | 'ready' | 'hidden';
  items: Item[];
  run: AddRun | null;
  /** The live region's notice. */
  status: Notice | null;
  /** An error popup to show (spec §8); a new object for each popup. */
  popup: { id: number; notice: Notice } | null;
  /** Numbers questions, runs and popups. */
  serial: number;
}

export type FbtAction =
  | { type: 'hidden' }
  | { type: 'targets-found'; items: Array<{ key: string; main: boolean }> }
  | { type: 'item-loaded'; key: string; product: UpsellProduct }
  | { type: 'item-failed'; key: string }
  | { type: 'checked'; key: string; checked: boolean }
  | { type: 'toggled'; key: string }
  | { type: 'options-edited'; key: string; chosen: ChosenOptions; optionsSelected: boolean; ask: boolean }
  | { type: 'options-answered'; key: string; question: number; answer: UpsellOptionState }
  | { type: 'options-unanswered'; key: string; question: number }
  | { type: 'add-requested' }
  | { type: 'item-added'; key: string }
  | { type: 'add-failed'; name: string; reason: FailureReason; added: string[] };

export const initialFbtState: FbtState = { block: 'loading', items: [], run: null, status: null, popup: null, serial: 0 };

function updateItem(state: FbtState, key: string, change: (item: Item) => Partial<Item> | null): FbtState {
  let changed = false;
  const items = state.items.map((item) => {
    if (item.key !== key) return item;
    const next = change(item);
    if (!next) return item;
    changed = true;
    return { ...item, ...next };
  });
  return changed ? { ...state, items } : state;
}

/** The block hides once every target has settled and none but the product being viewed could be shown (spec §8). */
function settle(state: FbtState): FbtState {
  if (state.items.some((item) => item.status === 'loading')) return state;
  return state.items.some((item) => !item.main && item.status === 'ready') ? state : { ...state, block: 'hidden' };
}

/** Opens an item's options; the first opening asks about its preset options (are they in stock?). */
function open(state: FbtState, item: Item): FbtState {
  if (item.loaded) return updateItem(state, item.key, () => ({ open: true }));
  const serial = state.serial + 1;
  return updateItem({ ...state, serial }, item.key, () => ({
    open: true,
    loaded: true,
    question: { id: serial, chosen: item.chosen, announce: false },
    asking: true,
  }));
}

/** An error popup; the live region says it too, unless `alsoStatus` is false (the shopper is looking at what it is about). */
function withPopup(state: FbtState, notice: Notice, alsoStatus = true): FbtState {
  const serial = state.serial + 1;
  return { ...state, serial, status: alsoStatus ? notice : state.status, popup: { id: serial, notice } };
}

/** spec §4: the item has required options not yet filled (its toggle says Choose Options). */
export function needsOptions(item: Item): boolean {
  return (item.product?.hasRequiredOptions ?? false) && !item.optionsSelected;
}

/** The items Add All to Cart would add now. */
export function chosenItems(items: readonly Item[]): Item[] {
  return items.filter((item) => item.status === 'ready' && item.checked && !item.added);
}

/** spec §9: the total of the checked items at the quantities they are added in. */
export function totalOf(items: readonly Item[]): number {
  return chosenItems(items).reduce((sum, item) => sum + item.price * (item.product?.quantity ?? 1), 0);
}

export function fbtReducer(state: FbtState, action: FbtAction): FbtState {
  switch (action.type) {
    case 'hidden':
      return { ...state, block: 'hidden' };
    case 'targets-found': {
      const blank = {
        status: 'loading',
        product: null,
        price: 0,
        imageUrl: null,
        checked: false,
        open: false,
        loaded: false,
        chosen: [],
        optionsSelected: true,
        question: null,
        asking: false,
        error: null,
        stock: null,
        added: false,
      } as const;
      return { ...state, block: 'ready', items: action.items.map(({ key, main }) => ({ ...blank, key, main })) };
    }
    case 'item-loaded': {
      const { product } = action;
      const next = updateItem(state, action.key, (item) => ({
        status: 'ready',
        product,
        price: product.price,
        // The product being viewed is always part of the set (as the theme does).
        checked: item.main || product.checked,
        chosen: product.chosen,
        optionsSelected: product.optionsSelected,
      }));
      return settle(next);
    }
    case 'item-failed':
      return settle(updateItem(state, action.key, () => ({ status: 'failed' })));
    case 'checked':
      return updateItem(state, action.key, (item) => (item.main ? null : { checked: action.checked, added: false }));
    case 'toggled': {
      const item = state.items.find((candidate) => candidate.key === action.key);
      if (!item) return state;
      return item.open ? updateItem(state, item.key, () => ({ open: false })) : open(state, item);
    }
    case 'options-edited': {
      if (!action.ask) return updateItem(state, action.key, () => ({ chosen: action.chosen, optionsSelected: action.optionsSelected }));
      const serial = state.serial + 1;
      return updateItem({ ...state, serial }, action.key, () => ({
        chosen: action.chosen,
        optionsSelected: action.optionsSelected,
        question: { id: serial, chosen: action.chosen, announce: true },
        asking: true,
      }));
    }
    case 'options-answered': {
      const item = state.items.find((candidate) => candidate.key === action.key);
      // Only the latest question's answer counts (an older one may come last).
      if (!item || item.question?.id !== action.question) return state;
      const { answer } = action;
      const next = updateItem(state, item.key, () => ({
        asking: false,
        price: answer.price ?? item.price,
        imageUrl: answer.image ? sizedImage(answer.image.url, UPSELL_OPTION_IMAGE_SIZE) : item.imageUrl,
        error: answer.message,
        stock: answer.stock ?? item.stock,
      }));
      if (!answer.message) return next;
      // spec §8: a stock or purchasing message is an error popup while the options show; otherwise the live region says it.
      if (item.open && item.question.announce)
        return withPopup(next, { kind: 'option-message', name: null, message: answer.message }, false);
      return { ...next, status: { kind: 'option-message', name: item.product?.name ?? '', message: answer.message } };
    }
    case 'options-unanswered':
      return updateItem(state, action.key, (item) => (item.question?.id === action.question ? { asking: false } : null));
    case 'add-requested': {
      // One addition at a time: a second click while it runs adds nothing.
      if (state.run) return state;
      const chosen = chosenItems(state.items);
      if (chosen.length === 0) return { ...state, status: { kind: 'nothing-checked' } };
      // spec §5: refuse with the errors message, then with the options message (and show the item that needs them).
      const problem = addAllProblem(
        chosen.map((item) => ({
          checked: true,
          error: item.error,
          hasRequiredOptions: item.product?.hasRequiredOptions ?? false,
          optionsSelected: item.optionsSelected,
        })),
      );
      if (problem === UPSELL_ERRORS_MESSAGE) return withPopup(state, { kind: 'errors' });
      if (problem) {
        const unfilled = chosen.find(needsOptions);
        const opened = unfilled && !unfilled.open ? open(state, unfilled) : state;
        return withPopup(opened, { kind: 'options' });
      }
      const serial = state.serial + 1;
      return { ...state, serial, run: { id: serial, items: chosen }, status: { kind: 'adding' } };
    }
    case 'item-added':
      return updateItem(state, action.key, () => ({ added: true, checked: false }));
    case 'add-failed':
      return withPopup({ ...state, run: null }, { kind: 'failure', name: action.name, reason: action.reason, added: action.added });
  }
}
