import { useEffect, useId, useRef, useState } from 'react';
import { fromBreakpointQuery, useMediaQuery, type BreakpointName } from '../hooks/media-query.ts';

export interface CollapsibleOptions {
  /** Open at first (and whenever this changes). */
  open?: boolean;
  /** spec §4: at most one collapsible in a group is open. */
  group?: string;
  /** Forced open while the viewport is at least this breakpoint wide (spec §4, §9). */
  openFrom?: BreakpointName | null;
  /** Forced closed while the viewport is at least this breakpoint wide. */
  closedFrom?: BreakpointName | null;
  /** Called whenever the shown state changes, whatever changed it. */
  onToggle?: (open: boolean) => void;
}

// Which member of each group is open; one per group, page-wide.
const groupOwners = new Map<string, string>();
const groupChanges = new EventTarget();

function claimGroup(group: string, member: string): void {
  groupOwners.set(group, member);
  groupChanges.dispatchEvent(new CustomEvent(group, { detail: member }));
}

function releaseGroup(group: string, member: string): void {
  if (groupOwners.get(group) === member) groupOwners.delete(group);
}

/**
 * A disclosure (WAI-ARIA APG): a button with aria-expanded and aria-controls that
 * shows and hides a panel. A breakpoint can force it open or closed (the toggle
 * then reports aria-disabled); leaving the breakpoint restores the shopper's choice.
 */
export function useCollapsible({
  open: initiallyOpen = false,
  group = '',
  openFrom = null,
  closedFrom = null,
  onToggle,
}: CollapsibleOptions = {}) {
  const member = useId();
  const panelId = `${member}-panel`;
  const [chosenOpen, setChosenOpen] = useState(initiallyOpen);
  const forcedOpen = useMediaQuery(openFrom ? fromBreakpointQuery(openFrom) : null);
  const forcedClosed = useMediaQuery(closedFrom ? fromBreakpointQuery(closedFrom) : null);
  const forced: 'open' | 'closed' | null = forcedOpen ? 'open' : forcedClosed ? 'closed' : null;
  const open = forced === null ? chosenOpen : forced === 'open';
  /** True until the first commit: a member that starts open yields to an earlier one. */
  const isInitial = useRef(true);

  // Follow a changed initial state (the element's `open` attribute), during
  // render: an effect could land after a quick first click and undo it.
  const [seenInitial, setSeenInitial] = useState(initiallyOpen);
  if (seenInitial !== initiallyOpen) {
    setSeenInitial(initiallyOpen);
    setChosenOpen(initiallyOpen);
  }

  useEffect(() => {
    if (!group) return;
    const onClaim = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== member) setChosenOpen(false);
    };
    groupChanges.addEventListener(group, onClaim);
    return () => {
      groupChanges.removeEventListener(group, onClaim);
      releaseGroup(group, member);
    };
  }, [group, member]);

  // Opening claims the group, which closes the others; a second member that
  // starts open while another already is gives way.
  useEffect(() => {
    if (!group) return;
    if (!chosenOpen) return releaseGroup(group, member);
    const owner = groupOwners.get(group);
    if (owner !== undefined && owner !== member && isInitial.current) setChosenOpen(false);
    else if (owner !== member) claimGroup(group, member);
  }, [group, member, chosenOpen]);

  useEffect(() => {
    isInitial.current = false;
  }, []);

  const reported = useRef(open);
  const latestOnToggle = useRef(onToggle);
  latestOnToggle.current = onToggle;
  useEffect(() => {
    if (reported.current === open) return;
    reported.current = open;
    latestOnToggle.current?.(open);
  }, [open]);

  const toggle = () => {
    if (forced !== null) return;
    setChosenOpen((now) => !now);
  };

  return {
    open,
    forced,
    toggle,
    setOpen: setChosenOpen,
    buttonProps: {
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      'aria-disabled': forced !== null ? true : undefined,
      onClick: toggle,
    },
    panelProps: { id: panelId, hidden: !open },
  };
}
