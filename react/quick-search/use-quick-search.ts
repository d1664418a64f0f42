import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchQuickResults } from '../api/search.ts';
import { QUICK_SEARCH_DEBOUNCE_MS, QUICK_SEARCH_MIN_CHARS } from '../../shared/constants.ts';

export interface QuickResults {
  query: string;
  html: string;
}

/**
 * The quick search's requests (spec §5, §7, §8): only from 3 characters, 1200 ms
 * after the last keystroke; a newer query aborts the request before it, so the
 * results always belong to the last query typed; errors are ignored silently.
 */
export function useQuickSearch(debounceMs = QUICK_SEARCH_DEBOUNCE_MS) {
  const [results, setResults] = useState<QuickResults | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  const search = useCallback(
    (value: string) => {
      cancel();
      const query = value.trim();
      if (query.length < QUICK_SEARCH_MIN_CHARS) {
        setResults(null);
        return;
      }
      timer.current = setTimeout(() => {
        const request = new AbortController();
        inFlight.current = request;
        fetchQuickResults(query, request.signal).then(
          (html) => {
            if (inFlight.current === request) setResults({ query, html });
          },
          () => {
            // spec §8: a quick search error is ignored silently.
          },
        );
      }, debounceMs);
    },
    [cancel, debounceMs],
  );

  useEffect(() => cancel, [cancel]);

  return { results, search, clear: () => setResults(null) };
}
