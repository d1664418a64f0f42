import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINT_LARGE_PX, BREAKPOINT_MEDIUM_PX, BREAKPOINT_SMALL_PX } from '../../shared/constants.ts';

/** The part of `MediaQueryList` the hooks use, so tests can hand in their own. */
export interface MediaQueryLike {
  readonly matches: boolean;
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

export type MediaMatcher = (query: string) => MediaQueryLike;

const browserMatcher: MediaMatcher = (query) => window.matchMedia(query);
let matcher: MediaMatcher = browserMatcher;

/**
 * Replaces `window.matchMedia` for every media hook; `undefined` restores it.
 * Tests use it to switch widths and motion preference instantly and without
 * touching the shared browser window; journeys use the browser's real emulation.
 */
export function setMediaMatcher(next?: MediaMatcher): void {
  matcher = next ?? browserMatcher;
}

export function matchMediaQuery(query: string): MediaQueryLike {
  return matcher(query);
}

/** Whether `query` matches now, re-rendering when it starts or stops matching. */
export function useMediaQuery(query: string | null): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (query === null) return () => {};
      const list = matcher(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => (query === null ? false : matcher(query).matches);
  return useSyncExternalStore(subscribe, read, () => false);
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** spec §9 breakpoints, by the names template authors write in attributes. */
const BREAKPOINTS = {
  small: BREAKPOINT_SMALL_PX,
  medium: BREAKPOINT_MEDIUM_PX,
  large: BREAKPOINT_LARGE_PX,
} as const;

export type BreakpointName = keyof typeof BREAKPOINTS;

/** "At or above the breakpoint": the viewport has reached that width. */
export function fromBreakpointQuery(name: BreakpointName): string {
  return `(min-width: ${BREAKPOINTS[name]}px)`;
}
