import { useEffect, useReducer, useRef, type Dispatch } from 'react';
import { emit } from '../../shared/events.ts';
import {
  addUpsellItem,
  fetchUpsellMarkup,
  fetchUpsellOptionState,
  UpsellRefusal,
  type UpsellMarkup,
  type UpsellTarget,
  type UpsellTemplates,
} from '../api/fbt.ts';
import { AdditionUnconfirmed, addChecked } from '../api/cart-outcome.ts';
import { isApiError } from '../api/request.ts';
import { navigateTo } from '../navigation.ts';
import { storeContext } from '../../shared/store-context.ts';
import { findInServerContent as find } from '../server-content/ServerContent.tsx';
import { getCartQuantity, refreshCartQuantity } from '../stores/cart-quantity.ts';
import { knownOptionAnswer } from '../stores/option-answers.ts';
import {
  fbtReducer,
  initialFbtState,
  type AddRun,
  type FailureReason,
  type FbtAction,
  type FbtState,
  type OptionQuestion,
} from './fbt-state.ts';
import { addOneAtATime, detectMode, parseTargets, rawTargets } from './upsell.ts';
import { addFormData, optionParams, readUpsellProduct } from './upsell-product.ts';

// The upsell block's requests, each coordinated one way: the targets by one
// AbortController per set of targets, an item's option questions by one per
// question (the effect of the newer question aborts the older), and Add All to
// Cart as one run in the state (a second click while it runs is refused there).

export interface FbtSetup {
  host: HTMLElement;
  serverContent: readonly Node[];
  disabled: boolean;
  productId: number;
  dataSelector: string;
  productLimit: number;
  templates: UpsellTemplates;
  /** The word the options template prints by a required option (spec §5). */
  requiredWord: string;
}

/**
 * The product being viewed as the page rendered it with the three upsell templates
 * (a `<template data-fbt-main-item>` in the block's markup), or null when the page
 * did not: then it is fetched like the other targets.
 */
function renderedMainItem(nodes: readonly Node[]): UpsellMarkup | null {
  const template = find<HTMLTemplateElement>(nodes, 'template[data-fbt-main-item]');
  if (!template) return null;
  const part = (name: string) => template.content.querySelector(`[data-fbt-template="${name}"]`)?.innerHTML;
  const [imageItem, detailItem, detailOptions] = [part('image-item'), part('detail-item'), part('detail-options')];
  if (imageItem === undefined || detailItem === undefined || detailOptions === undefined) {
    console.warn(
      '<store-fbt>: its data-fbt-main-item template lacks an image-item, detail-item or detail-options part; the product is fetched instead.',
    );
    return null;
  }
  return { imageItem, detailItem, detailOptions };
}

/** Finds the block's targets and fetches each with the three templates (spec §4 upsell mode, §7, §8). */
function useTargets(setup: FbtSetup, dispatch: Dispatch<FbtAction>): void {
  const { serverContent, disabled, productId, dataSelector, productLimit, templates, requiredWord } = setup;
  useEffect(() => {
    if (disabled) {
      dispatch({ type: 'hidden' });
      return;
    }
    const mode = detectMode(serverContent);
    if (mode === 'none') {
      // spec §8: the suite not being installed is a console error only.
      console.error('<store-fbt>: the upsell suite is not installed here (no .fbt-product or .fbt markup); the block stays hidden.');
      dispatch({ type: 'hidden' });
      return;
    }
    const targets = parseTargets(rawTargets(serverContent, mode, dataSelector), productLimit, productId || undefined);
    if (targets.length === 0) {
      // spec §8: no upsell targets found hides the block.
      dispatch({ type: 'hidden' });
      return;
    }
    const all: Array<{ key: string; main: boolean; target: UpsellTarget }> = [
      ...(productId > 0
        ? [{ key: 'main', main: true, target: { kind: 'id', id: productId, raw: String(productId) } as UpsellTarget }]
        : []),
      ...targets.map((target, index) => ({ key: `t${index}`, main: false, target })),
    ];
    dispatch({ type: 'targets-found', items: all.map(({ key, main }) => ({ key, main })) });
    const controller = new AbortController();
    const seen = new Set<number>();
    const show = (key: string, markup: UpsellMarkup) => {
      const product = readUpsellProduct(markup, requiredWord);
      // Two targets can be the same product (an id and its page path): show it once.
      if (seen.has(product.productId)) throw new Error(`Product ${product.productId} is already in the block`);
      seen.add(product.productId);
      dispatch({ type: 'item-loaded', key, product });
    };
    const fail = (key: string, target: UpsellTarget, error: unknown) => {
      if (controller.signal.aborted) return;
      // spec §8 shows nothing for a failed target: the block shows what it can.
      console.warn(`<store-fbt>: upsell target ${JSON.stringify(target.raw)} could not be shown;`, error);
      dispatch({ type: 'item-failed', key });
    };
    const mainMarkup = renderedMainItem(serverContent);
    for (const { key, main, target } of all) {
      if (main && mainMarkup) {
        // The product being viewed came rendered with the page: shown in the block's first
        // frame (no placeholder row that then grows), and not asked for again.
        try {
          show(key, mainMarkup);
        } catch (error) {
          fail(key, target, error);
        }
        continue;
      }
      fetchUpsellMarkup(target, templates, { signal: controller.signal })
        .then((markup) => show(key, markup))
        .catch((error: unknown) => fail(key, target, error));
    }
    return () => controller.abort();
  }, [serverContent, disabled, productId, dataSelector, productLimit, templates, requiredWord, dispatch]);
}

/**
 * Adds a run's items one at a time (spec §5, §7), each after the previous answered and
 * the cart quantity was read from the platform (spec §7 cart summary), as every feature
 * that adds does; then goes to the cart, or says what failed (spec §8 add-all failure).
 */
function useAddRun(host: HTMLElement, run: AddRun | null, dispatch: Dispatch<FbtAction>): void {
  // One run at a time, whatever the state says. React may apply a click's 'add-requested' twice:
  // when an update of lower priority (an option answer that landed just before the click) was
  // skipped by the click's render, the later render replays the click's action on top of it, and
  // the reducer makes a second run object for the same click. Its effect must not add again.
  const running = useRef(false);
  useEffect(() => {
    if (!run || running.current) return;
    running.current = true;
    const { secureBaseUrl } = storeContext();
    const call = { baseUrl: secureBaseUrl };
    void (async () => {
      const { added, failure } = await addOneAtATime(
        run.items,
        // A lost answer is checked against the cart: the item may have been added all the same.
        async (item) => {
          const quantity = item.product?.quantity ?? 1;
          const answer = await addChecked(
            () => addUpsellItem(addFormData(item.chosen), call),
            { before: getCartQuantity(), quantity },
            call,
          );
          return answer ?? { cartItemId: null, quantity };
        },
        async (item, result) => {
          dispatch({ type: 'item-added', key: item.key });
          emit(host, 'cart-item-added', {
            productId: item.product?.productId ?? 0,
            quantity: result.quantity,
            cartItemId: result.cartItemId,
            source: 'store-fbt',
          });
          // The next addition's lost-answer check compares with this count.
          await refreshCartQuantity({ force: true });
        },
      );
      if (!failure) {
        // spec §7: then the browser goes to the cart.
        navigateTo(`${secureBaseUrl}/cart.php`);
        return;
      }
      // Whatever happened, the badge shows what the cart holds.
      void refreshCartQuantity({ force: true });
      const { error } = failure;
      const reason: FailureReason =
        error instanceof UpsellRefusal
          ? { kind: 'refusal', text: error.message }
          : error instanceof AdditionUnconfirmed
            ? { kind: 'unconfirmed' }
            : { kind: 'failed' };
      if (reason.kind !== 'refusal') console.warn('<store-fbt>: adding to the cart failed;', error);
      dispatch({
        type: 'add-failed',
        name: failure.item.product?.name ?? '',
        reason,
        added: added.map((item) => item.product?.name ?? ''),
      });
    })().finally(() => {
      running.current = false;
    });
  }, [host, run, dispatch]);
}

/**
 * spec §7: an option change asks product-attributes about that item, unless the page
 * has the answer already: the product form asks about the product being viewed on load
 * and on each change of its own (stores/option-answers.ts), and the same product with
 * the same choice gets the same answer. A newer question aborts the older one.
 */
export function useOptionAnswers(key: string, productId: number, question: OptionQuestion | null, dispatch: Dispatch<FbtAction>): void {
  useEffect(() => {
    if (!question || productId <= 0) return;
    const fields = optionParams(question.chosen);
    const known = knownOptionAnswer(productId, fields);
    if (known) {
      dispatch({ type: 'options-answered', key, question: question.id, answer: known });
      return;
    }
    const controller = new AbortController();
    fetchUpsellOptionState(productId, fields, { signal: controller.signal }).then(
      (answer) => dispatch({ type: 'options-answered', key, question: question.id, answer }),
      (error: unknown) => {
        if (isApiError(error, 'aborted')) return;
        console.warn(`<store-fbt>: the options of product ${productId} could not be checked;`, error);
        dispatch({ type: 'options-unanswered', key, question: question.id });
      },
    );
    return () => controller.abort();
  }, [key, productId, question, dispatch]);
}

/** The block's state and the requests that change it. */
export function useFbt(setup: FbtSetup): [FbtState, Dispatch<FbtAction>] {
  const [state, dispatch] = useReducer(fbtReducer, initialFbtState);
  useTargets(setup, dispatch);
  useAddRun(setup.host, state.run, dispatch);
  return [state, dispatch];
}
