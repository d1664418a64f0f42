import { useEffect, useState } from 'react';
import { attr } from '../../shared/attributes.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { fetchCollectionGrid } from '../api/cart-page.ts';
import { ServerContent } from '../server-content/ServerContent.tsx';
import { ServerHtml } from '../server-html/ServerHtml.tsx';

export const collectionsAttributes = {
  /** The collection to show; 0 (the default) loads nothing. */
  collectionId: attr.number(0, { integer: true, min: 0 }),
};

type State = { status: 'idle' | 'loading' | 'error' } | { status: 'loaded'; html: string };

/**
 * A collection grid (spec §2 collections element, §7): with a collection id, its
 * content comes from `GET /content/collectiongrid/{id}.html`; without one nothing
 * is loaded. Until the grid arrives, and if it cannot be loaded, the server's
 * markup inside the element stays (its no-JavaScript fallback).
 */
export function Collections({ host, serverContent, collectionId }: ElementProps<typeof collectionsAttributes>) {
  const [state, setState] = useState<State>({ status: 'idle' });

  useEffect(() => {
    if (collectionId <= 0) {
      setState({ status: 'idle' });
      return;
    }
    const request = new AbortController();
    setState({ status: 'loading' });
    fetchCollectionGrid(collectionId, { signal: request.signal }).then(
      (html) => setState({ status: 'loaded', html }),
      (error: unknown) => {
        if (request.signal.aborted) return;
        console.warn(`<store-collections>: collection ${collectionId} could not be loaded; keeping the page's own content.`, error);
        setState({ status: 'error' });
      },
    );
    return () => request.abort();
  }, [collectionId]);

  useEffect(() => {
    host.dataset.state = state.status;
    host.toggleAttribute('aria-busy', state.status === 'loading');
  }, [host, state.status]);

  // Collection grids carry merchant text (names), so they are sanitised.
  return state.status === 'loaded' ? (
    <ServerHtml html={state.html} className="collections-grid" />
  ) : (
    <ServerContent nodes={serverContent} className="collections-fallback" />
  );
}
