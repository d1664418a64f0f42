import { useLayoutEffect, useReducer, useRef } from 'react';

/** A store of one element's state: what it holds now, and a call on every change. */
export interface ElementStore<State> {
  get(): State;
  subscribe(listener: () => void): () => void;
}

/**
 * The store's state, with the element rendered again on every change from its first
 * commit on. `useSyncExternalStore` subscribes in a passive effect, and after a first
 * render in a transition (elements/store-element.ts) React runs those in a later task
 * once the commit has used its time slice, as on a busy phone. A click on the markup the
 * element already shows, in between, changed the store without a render: a second click
 * read the page as before the first (spec §5 double click). Here the subscription is made
 * in the commit itself, so a change inside `flushSync` is on the page when it returns.
 * For a store only one element reads: no other component can see it torn.
 */
export function useStoreFromCommit<State>(store: ElementStore<State>): State {
  const [, changed] = useReducer((count: number) => count + 1, 0);
  const state = store.get();
  const rendered = useRef(state);
  useLayoutEffect(() => {
    rendered.current = state;
  });
  useLayoutEffect(() => {
    const unsubscribe = store.subscribe(changed);
    // A change between the render and this commit (a render in a transition can yield).
    if (store.get() !== rendered.current) changed();
    return unsubscribe;
  }, [store]);
  return state;
}
