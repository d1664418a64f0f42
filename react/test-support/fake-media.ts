// A stand-in for window.matchMedia with a width and a motion preference that a
// test sets, so breakpoint and reduced-motion behaviour is tested without
// resizing the browser.
import { setMediaMatcher, type MediaQueryLike } from '../hooks/media-query.ts';

export interface FakeMedia {
  setWidth(px: number): void;
  setReducedMotion(reduce: boolean): void;
  /** Puts window.matchMedia back. */
  restore(): void;
}

export function installFakeMedia(initial: { width?: number; reducedMotion?: boolean } = {}): FakeMedia {
  let width = initial.width ?? 1280;
  let reducedMotion = initial.reducedMotion ?? false;
  const lists = new Set<{ query: string; listeners: Set<() => void>; last: boolean }>();

  const evaluate = (query: string): boolean => {
    if (query.includes('prefers-reduced-motion')) return reducedMotion === query.includes('reduce');
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    if (min?.[1] !== undefined && width < Number(min[1])) return false;
    if (max?.[1] !== undefined && width > Number(max[1])) return false;
    return Boolean(min || max);
  };

  const notify = () => {
    for (const list of lists) {
      const now = evaluate(list.query);
      if (now === list.last) continue;
      list.last = now;
      for (const listener of list.listeners) listener();
    }
  };

  setMediaMatcher((query): MediaQueryLike => {
    const list = { query, listeners: new Set<() => void>(), last: evaluate(query) };
    lists.add(list);
    return {
      get matches() {
        return evaluate(query);
      },
      addEventListener: (_type, listener) => list.listeners.add(listener),
      removeEventListener: (_type, listener) => list.listeners.delete(listener),
    };
  });

  return {
    setWidth(px) {
      width = px;
      notify();
    },
    setReducedMotion(reduce) {
      reducedMotion = reduce;
      notify();
    },
    restore() {
      setMediaMatcher();
    },
  };
}
