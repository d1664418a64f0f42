import { useEffect, useRef, useState } from 'react';
import { attr } from '../../shared/attributes.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { fetchParentCollectionCard } from '../api/product-extras.ts';
import { isApiError } from '../api/request.ts';
import { findInServerContent, ServerContent } from '../server-content/ServerContent.tsx';
import { insertServerHtml } from '../server-html/server-html.ts';

export const parentCollectionAttributes = {
  /** The collection product's numeric id (spec §3); 0 (absent or wrong) fetches nothing. */
  parentCollectionId: attr.number(0, { integer: true, min: 1 }),
};

/**
 * The parent-collection redirect area (spec §2, §7): the product lookup of the
 * parent collection with the custom/to-parent-collection-card template, its
 * HTML appended to the `.parent-collection-redirect` area. Hidden when the
 * lookup fails or answers a full HTML page; nothing is fetched without a
 * numeric id.
 */
export function ParentCollection(props: ElementProps<typeof parentCollectionAttributes>) {
  const { serverContent, host, parentCollectionId } = props;
  const [state, setState] = useState<'idle' | 'loading' | 'loaded' | 'hidden'>(parentCollectionId > 0 ? 'loading' : 'hidden');
  const area = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (parentCollectionId <= 0) {
      setState('hidden');
      return;
    }
    const controller = new AbortController();
    const target = findInServerContent<HTMLElement>(serverContent, '.parent-collection-redirect') ?? area.current;
    setState('loading');
    fetchParentCollectionCard(parentCollectionId, { signal: controller.signal }).then(
      (html) => {
        if (!target || html.trim() === '') {
          setState('hidden');
          return;
        }
        insertServerHtml(target, html, { mode: 'append' });
        setState('loaded');
      },
      (error: unknown) => {
        // spec §7: an error or a full HTML page hides the area.
        if (!isApiError(error, 'aborted')) setState('hidden');
      },
    );
    return () => controller.abort();
  }, [parentCollectionId, serverContent]);

  useEffect(() => {
    host.dataset.state = state;
    host.hidden = state === 'hidden';
  }, [host, state]);

  const hasArea = findInServerContent(serverContent, '.parent-collection-redirect') !== null;
  return hasArea ? (
    <ServerContent nodes={serverContent} className="parent-collection" />
  ) : (
    <div className="parent-collection-redirect" ref={(node) => void (area.current = node)} />
  );
}
