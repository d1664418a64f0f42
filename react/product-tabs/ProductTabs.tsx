import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { attr } from '../../shared/attributes.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { ServerContent } from '../server-content/ServerContent.tsx';

export const productTabsAttributes = {
  /** The tab list's name. */
  label: attr.string('Product information'),
};

interface Tab {
  panel: HTMLElement;
  id: string;
  title: string;
}

/**
 * The panels among the template's children: every child with an id (the
 * description `tab-…`, custom tabs `itsTab-N`, reviews `product-reviews`).
 * The tab's name is the panel's `data-tab-title`, else its first heading.
 */
export function readTabs(nodes: readonly Node[]): Tab[] {
  return nodes.flatMap((node) => {
    if (!(node instanceof HTMLElement) || !node.id) return [];
    const heading = node.querySelector('h1, h2, h3, h4');
    const title = (node.dataset.tabTitle ?? heading?.textContent ?? node.id).trim();
    return [{ panel: node, id: node.id, title }];
  });
}

/** The tab a hash selects (`#tab-…`, `#itsTab-N`, `#product-reviews`), or -1. */
export function tabIndexForHash(tabs: readonly Pick<Tab, 'id'>[], hash: string): number {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (id === '') return -1;
  return tabs.findIndex((tab) => tab.id === id);
}

/**
 * Product tabs (spec §2): the WAI-ARIA tabs pattern over the template's panels.
 * Arrow keys move between tabs and show them (automatic activation), Home and
 * End go to the first and last; `#tab-…` and `#product-reviews` hashes (on load
 * and later, from any link on the page) open their tab. Without JavaScript the
 * panels simply follow each other.
 */
export function ProductTabs(props: ElementProps<typeof productTabsAttributes>) {
  const { serverContent, label, host } = props;
  // The template's own list of links to the panels (its no-JS navigation, and the
  // same box as the tabs before the upgrade) gives way to the tabs.
  const panelNodes = useMemo(() => serverContent.filter((node) => !(node instanceof Element && node.matches('.tabs'))), [serverContent]);
  const tabs = useMemo(() => readTabs(panelNodes), [panelNodes]);
  const [selected, setSelected] = useState(() => Math.max(0, tabIndexForHash(tabs, window.location.hash)));
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const prefix = useId();
  const tabId = (index: number) => `${prefix}-tab-${index}`;

  // The panels stay the server's nodes; only their roles and visibility change.
  useLayoutEffect(() => {
    tabs.forEach((tab, index) => {
      tab.panel.setAttribute('role', 'tabpanel');
      tab.panel.setAttribute('aria-labelledby', tabId(index));
      tab.panel.tabIndex = 0;
      tab.panel.hidden = index !== selected;
    });
    host.dataset.state = tabs[selected]?.id ?? '';
  });

  // Hashes from any link (a "Write a review" link, a shared #tab- URL) open their tab.
  useEffect(() => {
    const follow = () => {
      const index = tabIndexForHash(tabs, window.location.hash);
      if (index < 0) return;
      setSelected(index);
      requestAnimationFrame(() => tabs[index]?.panel.scrollIntoView({ block: 'start' }));
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [tabs]);

  const choose = (index: number) => {
    setSelected(index);
    buttons.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  if (tabs.length === 0) return <ServerContent nodes={serverContent} className="tabs-contents" />;
  return (
    <>
      <ul className="tabs" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <li key={tab.id} role="presentation">
            <button
              ref={(node) => {
                buttons.current[index] = node;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              className="tab"
              aria-selected={index === selected}
              aria-controls={tab.id}
              tabIndex={index === selected ? 0 : -1}
              data-tab={tab.id}
              onClick={() => choose(index)}
              onKeyDown={onKeyDown}
            >
              {tab.title}
            </button>
          </li>
        ))}
      </ul>
      <ServerContent nodes={panelNodes} className="tabs-contents" />
    </>
  );
}
