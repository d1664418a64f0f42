import { useId, useRef } from 'react';
import { mountModal } from './open-modal.tsx';
import { Modal } from './Modal.tsx';

export type AlertIcon = 'error' | 'warning';

export interface AlertOptions {
  /** Shown as text, never parsed as HTML (DESIGN rule 6). */
  message: string;
  /** spec §4, §8: error by default. */
  icon?: AlertIcon;
  /** Whether a cancel button is offered (a confirmation rather than a notice). */
  showCancel?: boolean;
  confirmText?: string;
  cancelText?: string;
  /** The dialog's name; "Error" or "Warning" by default. */
  title?: string;
  /** spec §4: "runs a confirm callback on confirm". */
  onConfirm?: () => void;
  /** The confirm button destroys something (deletes a list, removes an item): it takes the
   * danger style rather than the brand's, so it never looks like "Add to Cart". */
  destructive?: boolean;
  /** A link after the message, e.g. spec §8 "Download it here" → /downloads. */
  link?: { href: string; text: string };
}

const DEFAULT_TITLES: Record<AlertIcon, string> = { error: 'Error', warning: 'Warning' };

/**
 * Shows an alert modal and resolves true when the shopper confirms, false when
 * they cancel or press Esc. A click on the backdrop does nothing here: an alert
 * asks for an explicit answer (WAI-ARIA APG alert dialog).
 */
export function showAlert(options: AlertOptions): Promise<boolean> {
  const modal = mountModal(options, (current, props) => (
    <AlertModal
      {...current}
      open={props.open}
      onConfirm={() => {
        current.onConfirm?.();
        props.onClose('confirm');
      }}
      onCancel={() => props.onClose('cancel')}
      onEscape={() => props.onClose('escape')}
      onClosed={props.onClosed}
    />
  ));
  return modal.closed.then((reason) => reason === 'confirm');
}

interface AlertModalProps extends Omit<AlertOptions, 'onConfirm'> {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  onEscape: () => void;
  onClosed?: () => void;
}

/** The alert dialog itself, for features that render it in their own tree. */
function AlertModal({
  open,
  message,
  icon = 'error',
  showCancel = false,
  confirmText = 'OK',
  cancelText = 'Cancel',
  title,
  link,
  destructive = false,
  onConfirm,
  onCancel,
  onEscape,
  onClosed,
}: AlertModalProps) {
  const messageId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const safeLink = link && isSafeHref(link.href) ? link : undefined;

  return (
    <Modal
      open={open}
      role="alertdialog"
      size="small"
      className={`modal--alert modal--alert-${icon}`}
      title={title ?? DEFAULT_TITLES[icon]}
      describedBy={messageId}
      showClose={false}
      closeOnBackdrop={false}
      // APG: focus the least destructive choice: cancel when offered.
      initialFocus={() => (showCancel ? cancelRef.current : confirmRef.current)}
      onClose={(reason) => (reason === 'escape' ? onEscape() : onCancel())}
      onClosed={onClosed}
      footer={
        <div className="modal-actions">
          {showCancel && (
            <button ref={cancelRef} type="button" className="button button--secondary" onClick={onCancel}>
              {cancelText}
            </button>
          )}
          <button
            ref={confirmRef}
            type="button"
            className={`button ${destructive ? 'button--danger' : 'button--primary'}`}
            onClick={onConfirm}
          >
            {confirmText}
          </button>
        </div>
      }
    >
      <div className="alertBox">
        <span className={`alertBox-icon alertBox-icon--${icon}`} aria-hidden="true" data-icon={icon}>
          {icon === 'warning' ? '!' : '×'}
        </span>
        <p id={messageId} className="alertBox-message">
          {message}
          {safeLink && (
            <>
              {' '}
              <a href={safeLink.href}>{safeLink.text}</a>
            </>
          )}
        </p>
      </div>
    </Modal>
  );
}

function isSafeHref(href: string): boolean {
  try {
    const url = new URL(href, document.baseURI);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
