import type { FocusTrap } from 'focus-trap';
import { useId, useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { emit, type ModalCloseReason } from '../../shared/events.ts';
import { warnOnce } from '../../shared/warn.ts';
import { MODAL_ANIMATION_MS, MODAL_BODY_HEIGHT_RATIO, MODAL_SIZES } from '../../shared/constants.ts';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../hooks/media-query.ts';
import { trapFocus } from '../hooks/focus-trap.ts';

export type ModalSize = (typeof MODAL_SIZES)[number];
export type { ModalCloseReason };

/** The class on `<body>` while any modal is open (spec §4: "the page body is marked"). */
export const ACTIVE_MODAL_BODY_CLASS = 'has-activeModal';

export interface ModalProps {
  open: boolean;
  /** Asked to close (Esc, backdrop, close button); the owner sets `open` to false. */
  onClose: (reason: ModalCloseReason) => void;
  /** After the close animation, once the dialog is closed and focus has returned. */
  onClosed?: (reason: ModalCloseReason) => void;
  /** spec §4, §9: small, normal (default) or large. */
  size?: ModalSize;
  /** Shows the loading overlay and marks the dialog aria-busy while content is pending. */
  loading?: boolean;
  /** Announced while loading. */
  loadingLabel?: string;
  /** Visible heading; it names the dialog. */
  title?: ReactNode;
  /** The accessible name when there is no visible title. */
  label?: string;
  closeLabel?: string;
  /** Whether the × button is shown (an alert has its own buttons). */
  showClose?: boolean;
  /** Whether a click on the backdrop closes (spec §4: yes for modals). */
  closeOnBackdrop?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog (an alert's message). */
  describedBy?: string;
  /** Element to focus on open; the first focusable element otherwise (APG dialog). */
  initialFocus?: () => HTMLElement | null;
  footer?: ReactNode;
  /** Names the modal in `modal-opened` / `modal-closed` events. */
  name?: string;
  className?: string;
  children?: ReactNode;
}

/**
 * spec §4: the body's maximum height is 0.9 of the window height minus the
 * modal's own chrome. Layout does it: the content is a column no taller than
 * 0.9 of the (dynamic) viewport height, the header and footer keep their
 * height and the body takes the rest and scrolls. Nothing is measured when the
 * modal opens or the window is resized, and no theme rule is needed for it.
 */
const CONTENT_STYLE: CSSProperties = { display: 'flex', flexDirection: 'column', maxHeight: `${MODAL_BODY_HEIGHT_RATIO * 100}dvh` };
const BODY_STYLE: CSSProperties = { minHeight: 0, overflowY: 'auto' };

let activeModals = 0;

function markBodyActive(delta: 1 | -1): void {
  // A counter, not a toggle: an alert over a modal must not unmark the body when it closes.
  activeModals = Math.max(0, activeModals + delta);
  document.body.classList.toggle(ACTIVE_MODAL_BODY_CLASS, activeModals > 0);
}

/**
 * A modal dialog on the native `<dialog>` (DESIGN rule 7): `showModal()` makes the
 * page inert and puts the dialog in the top layer; focus-trap keeps Tab inside
 * (the browser alone lets it reach its own toolbar) and focus returns to the
 * element that had it before opening.
 */
export function Modal({
  open,
  onClose,
  onClosed,
  size = 'normal',
  loading = false,
  loadingLabel = 'Loading…',
  title,
  label,
  closeLabel = 'Close',
  showClose = true,
  closeOnBackdrop = true,
  role = 'dialog',
  describedBy,
  initialFocus,
  footer,
  name = '',
  className,
  children,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  // spec §4, §9: 250 ms animation; none when the shopper asked for reduced motion.
  const animationMs = reducedMotion ? 0 : MODAL_ANIMATION_MS;

  // Values the effects read without re-running when they change.
  const latest = useRef({ onClose, onClosed, initialFocus, name, animationMs });
  latest.current = { onClose, onClosed, initialFocus, name, animationMs };
  const closeReason = useRef<ModalCloseReason>('programmatic');
  const opener = useRef<HTMLElement | null>(null);
  const trap = useRef<FocusTrap | null>(null);
  const trapPending = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pointerDownOnBackdrop = useRef(false);
  /** Whether this modal has counted itself on the body and owes a modal-closed. */
  const shown = useRef(false);

  if (title === undefined && !label) {
    warnOnce(`modal|name|${name}`, `Modal${name ? ` "${name}"` : ''}: give it a title or a label so screen readers can name it.`);
  }

  const requestClose = (reason: ModalCloseReason) => {
    closeReason.current = reason;
    latest.current.onClose(reason);
  };

  const finishClose = () => {
    const dialog = dialogRef.current;
    closeTimer.current = undefined;
    trap.current?.deactivate({ returnFocus: false });
    trap.current = null;
    if (!dialog || !shown.current) return;
    shown.current = false;
    if (dialog.open) dialog.close();
    dialog.dataset.state = 'closed';
    markBodyActive(-1);
    // spec §4: focus returns to the previously focused element on close.
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus({ preventScroll: true });
    // A closed dialog keeps no focus. When the opener cannot take it back (disabled or gone
    // meanwhile), the body has it now, not at the browser's next focus fixup: whoever hears
    // the close next (the owner, then `closed`) sees where focus really is.
    if (document.activeElement instanceof HTMLElement && dialog.contains(document.activeElement)) document.activeElement.blur();
    const reason = closeReason.current;
    closeReason.current = 'programmatic';
    emit(dialog, 'modal-closed', { id: latest.current.name, reason });
    latest.current.onClosed?.(reason);
  };

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open) {
      clearTimeout(closeTimer.current);
      closeTimer.current = undefined;
      // What restyles the page goes before showModal(), which brings style and
      // layout up to date for its focusing steps: that one pass covers it all.
      dialog.dataset.state = 'open';
      if (!dialog.open) {
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
        shown.current = true;
        markBodyActive(1);
        dialog.showModal();
        emit(dialog, 'modal-opened', { id: latest.current.name });
      }
      if (!trap.current && !trapPending.current) {
        // spec §4: focus moves into the modal on open. showModal() focuses the
        // first focusable element, unless the dialog had no box then: an element
        // styled `:not([data-rendered]) { display: none }` is shown by the same
        // commit, after this effect. Then focus goes in once the commit is done.
        focusInside(dialog, latest.current.initialFocus);
        if (!dialog.contains(document.activeElement)) queueMicrotask(() => focusInside(dialog, latest.current.initialFocus));
        trapPending.current = true;
        void trapFocus(
          dialog,
          {
            initialFocus: false,
            fallbackFocus: dialog,
            // The dialog's own cancel event handles Esc; clicks on the backdrop land
            // on the dialog element itself, which is inside the trap.
            escapeDeactivates: false,
            clickOutsideDeactivates: false,
            returnFocusOnDeactivate: false,
          },
          () => dialog.open && dialog.dataset.state !== 'closing',
        ).then((created) => {
          trapPending.current = false;
          trap.current = created;
          if (created) focusInside(dialog);
        });
      }
    } else if (dialog.open && closeTimer.current === undefined) {
      dialog.dataset.state = 'closing';
      if (latest.current.animationMs === 0) finishClose();
      else closeTimer.current = setTimeout(finishClose, latest.current.animationMs);
    }
  }, [open]);

  // Unmounting while open (a feature navigates away) still releases the page.
  useLayoutEffect(
    () => () => {
      clearTimeout(closeTimer.current);
      finishClose();
    },
    [],
  );

  const hasHeader = title !== undefined || showClose;
  const style = { '--store-modal-duration': `${animationMs}ms` } as CSSProperties;

  return (
    // A click on the backdrop closes; the keyboard's way is Esc (the dialog's cancel event).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- see above
    <dialog
      ref={dialogRef}
      part="dialog"
      className={['modal', `modal--${size}`, className].filter(Boolean).join(' ')}
      data-size={size}
      data-state="closed"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={title !== undefined ? titleId : undefined}
      aria-label={title === undefined ? label : undefined}
      aria-describedby={describedBy}
      aria-busy={loading || undefined}
      style={style}
      onCancel={(event) => {
        // Esc: keep the dialog open for the close animation; the owner decides.
        event.preventDefault();
        requestClose('escape');
      }}
      onClose={() => {
        // The browser may close a dialog itself (a second Esc without user
        // activation, a form method="dialog"); tidy up and tell the owner.
        if (shown.current && closeTimer.current === undefined) {
          closeReason.current = 'escape';
          finishClose();
          latest.current.onClose('escape');
        }
      }}
      onPointerDown={(event) => {
        pointerDownOnBackdrop.current = isOnBackdrop(event, dialogRef.current);
      }}
      onClick={(event) => {
        // A drag that began inside the dialog and ended outside does not count.
        const onBackdrop = pointerDownOnBackdrop.current && isOnBackdrop(event, dialogRef.current);
        pointerDownOnBackdrop.current = false;
        if (onBackdrop && closeOnBackdrop) requestClose('backdrop');
      }}
    >
      <div className="modal-content" style={CONTENT_STYLE}>
        {hasHeader && (
          <header className="modal-header" part="header">
            {title !== undefined && (
              <h2 id={titleId} className="modal-header-title">
                {title}
              </h2>
            )}
            {showClose && (
              <button
                type="button"
                className="modal-close"
                part="close"
                aria-label={closeLabel}
                onClick={() => requestClose('close-button')}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </header>
        )}
        <div className="modal-body" part="body" style={BODY_STYLE}>
          {children}
        </div>
        {footer !== undefined && (
          <footer className="modal-footer" part="footer">
            {footer}
          </footer>
        )}
        {loading && (
          <div className="modal-loading" part="loading">
            <span className="modal-spinner" aria-hidden="true" />
            <span role="status" className="is-srOnly">
              {loadingLabel}
            </span>
          </div>
        )}
      </div>
    </dialog>
  );
}

const FOCUSABLE =
  'button, [href], input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex]:not([tabindex="-1"]), [contenteditable]';

/**
 * Puts focus inside an open dialog unless it is there already: on the
 * feature's chosen element, else on the first focusable one it shows, else on
 * the dialog itself (the APG dialog pattern).
 */
function focusInside(dialog: HTMLDialogElement, initialFocus?: () => HTMLElement | null): void {
  if (!dialog.open || dialog.dataset.state === 'closing') return;
  const chosen = initialFocus?.();
  if (chosen && dialog.contains(chosen)) {
    if (document.activeElement !== chosen) chosen.focus();
    if (document.activeElement === chosen) return;
  }
  if (dialog.contains(document.activeElement)) return;
  for (const candidate of dialog.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (candidate.matches(':disabled') || !candidate.checkVisibility()) continue;
    candidate.focus();
    if (document.activeElement === candidate) return;
  }
  if (!dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;
  dialog.focus();
}

/**
 * The backdrop belongs to the dialog element, so a click there targets the
 * dialog itself, outside its box. Checking the box too keeps a click on the
 * dialog's own padding (whatever the theme sets) from closing it.
 */
function isOnBackdrop(event: { target: EventTarget; clientX: number; clientY: number }, dialog: HTMLDialogElement | null): boolean {
  if (!dialog || event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}
