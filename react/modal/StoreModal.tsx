import { useLayoutEffect } from 'react';
import { attr } from '../../shared/attributes.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { MODAL_SIZES } from '../../shared/constants.ts';
import { ServerContent } from '../server-content/ServerContent.tsx';
import { Modal } from './Modal.tsx';

export const storeModalAttributes = {
  /** Whether the modal is open. Set by triggers and removed on close. Write it bare or "true"/"false". */
  open: attr.boolean(false),
  /** spec §9 modal sizes. */
  size: attr.oneOf(MODAL_SIZES, 'normal'),
  /** The heading shown at the top; it names the dialog for screen readers. */
  label: attr.string(''),
  /** Shows the loading overlay and sets aria-busy while content is pending. */
  loading: attr.boolean(false),
  /** Accessible name of the × button. */
  closeLabel: attr.string('Close'),
  /** Announced while loading. */
  loadingLabel: attr.string('Loading…'),
};

/**
 * Attribute that makes an element inside a modal's content close it (the modal's own
 * listener reads it; the page bootstrap's `data-store-modal-open` triggers open it).
 */
const CLOSE_TRIGGER_ATTRIBUTE = 'data-store-modal-close';

/**
 * `<store-modal>`: the server-rendered children become the modal's content (the
 * same nodes, moved, so nested elements and listeners survive). The `open`
 * attribute is the state: a trigger sets it, closing removes it.
 */
export function StoreModal({
  host,
  serverContent,
  open,
  size,
  label,
  loading,
  closeLabel,
  loadingLabel,
}: ElementProps<typeof storeModalAttributes>) {
  useLayoutEffect(() => {
    host.dataset.state = open ? 'open' : 'closed';
  }, [host, open]);

  return (
    <Modal
      open={open}
      onClose={() => host.removeAttribute('open')}
      size={size}
      loading={loading}
      loadingLabel={loadingLabel}
      title={label || undefined}
      closeLabel={closeLabel}
      name={host.id}
    >
      {/* Clicks on the template's own close triggers (CLOSE_TRIGGER_ATTRIBUTE) bubble here. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a delegated listener; the triggers are buttons */}
      <div
        onClick={(event) => {
          const target = event.target instanceof Element ? event.target.closest(`[${CLOSE_TRIGGER_ATTRIBUTE}]`) : null;
          if (target) host.removeAttribute('open');
        }}
      >
        <ServerContent nodes={serverContent} className="modal-serverContent" />
      </div>
    </Modal>
  );
}
