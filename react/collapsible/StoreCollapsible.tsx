import { useLayoutEffect, useMemo, useRef } from 'react';
import { attr } from '../../shared/attributes.ts';
import { emit } from '../../shared/events.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { warnOnce } from '../../shared/warn.ts';
import { useCollapsible } from './use-collapsible.ts';

const BREAKPOINT_NAMES = ['', 'small', 'medium', 'large'] as const;

export const storeCollapsibleAttributes = {
  /** Start open (as does `<details open>`). Write it bare or "true"/"false". */
  open: attr.boolean(false),
  /** At most one collapsible with the same group is open; opening one closes the others. */
  group: attr.string(''),
  /** Forced open while the viewport is at least this spec §9 breakpoint wide (550, 1025, 1340 px); the toggle is then aria-disabled. */
  openFrom: attr.oneOf(BREAKPOINT_NAMES, ''),
  /** Forced closed from this breakpoint up. `open-from` wins if both apply. */
  closedFrom: attr.oneOf(BREAKPOINT_NAMES, ''),
  /** The button's text when there is no `<summary>`. */
  label: attr.string(''),
};

interface ServerParts {
  label: Node[];
  panel: Node[];
  /** `<details open>` in the server markup. */
  open: boolean;
}

/**
 * Splits the no-JS markup: a `<details>` whose `<summary>` becomes the button's
 * label and whose other children become the panel. Without a `<details>`, every
 * child is the panel.
 */
function serverParts(nodes: readonly Node[]): ServerParts {
  const details = nodes.find((node): node is HTMLDetailsElement => node instanceof HTMLDetailsElement);
  if (!details) return { label: [], panel: [...nodes], open: false };
  const summary = details.querySelector(':scope > summary');
  return {
    label: summary ? [...summary.childNodes] : [],
    panel: [...details.childNodes].filter((node) => node !== summary),
    open: details.hasAttribute('open'),
  };
}

export function StoreCollapsible({
  host,
  serverContent,
  open,
  group,
  openFrom,
  closedFrom,
  label,
}: ElementProps<typeof storeCollapsibleAttributes>) {
  const parts = useMemo(() => serverParts(serverContent), [serverContent]);
  const labelRef = useRef<HTMLSpanElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  if (parts.label.length === 0 && !label) {
    warnOnce(
      `store-collapsible|label|${host.id}`,
      '<store-collapsible>: put a <details><summary> inside or give it a label attribute; the toggle has no name.',
    );
  }

  const collapsible = useCollapsible({
    open: open || parts.open,
    group,
    openFrom: openFrom || null,
    closedFrom: closedFrom || null,
    onToggle: (nowOpen) => emit(host, 'collapsible-toggled', { id: host.id, open: nowOpen, group }),
  });

  useLayoutEffect(() => {
    labelRef.current?.append(...parts.label);
    panelRef.current?.append(...parts.panel);
  }, [parts]);

  useLayoutEffect(() => {
    host.dataset.state = collapsible.open ? 'open' : 'closed';
    if (collapsible.forced) host.dataset.forced = collapsible.forced;
    else delete host.dataset.forced;
  }, [host, collapsible.open, collapsible.forced]);

  return (
    <>
      <button className="collapsible-toggle" part="toggle" {...collapsible.buttonProps}>
        <span ref={labelRef} className="collapsible-label">
          {parts.label.length === 0 ? label : null}
        </span>
      </button>
      <div ref={panelRef} className="collapsible-panel" part="panel" {...collapsible.panelProps} />
    </>
  );
}
