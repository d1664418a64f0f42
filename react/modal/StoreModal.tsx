import { useLayoutEffect, useRef, useState } from 'react';
import { attr } from '../../elements/attributes.ts';
import type { ElementProps } from '../../elements/store-element.ts';
import { MODAL_SIZES } from '../constants.ts';
import { Modal } from './Modal.tsx';

export const storeModalAttributes = {
  open: attr.boolean(false),
  size: attr.oneOf(MODAL_SIZES, 'normal'),
  label: attr.string(''),
  loading: attr.boolean(false),
  closeLabel: attr.string('Close'),
};

/** Attribute that makes any element open the `<store-modal>` whose id it names. */
export const OPEN_TRIGGER_ATTRIBUTE = 'data-store-modal-open';
/** Attribute that makes an element inside a modal's content close it. */
export const CLOSE_TRIGGER_ATTRIBUTE = 'data-store-modal-close';

// The server-rendered children of each host, kept across remounts: r2wc unmounts
// and remounts when an element moves, and by then React has emptied the host.
const serverContent = new WeakMap<HTMLElement, Node[]>();

/** Takes the host's server-rendered children before React's first commit replaces them. */
function takeServerContent(host: HTMLElement): Node[] {
  let nodes = serverContent.get(host);
  if (!nodes) {
    nodes = [...host.childNodes];
    serverContent.set(host, nodes);
  }
  return nodes;
}

/**
 * `<store-modal>`: the server-rendered children become the modal's content (the
 * same nodes, moved, so nested elements and listeners survive). The `open`
 * attribute is the state: a trigger sets it, closing removes it.
 */
export function StoreModal({ host, open, size, label, loading, closeLabel }: ElementProps<typeof storeModalAttributes>) {
  const [content] = useState(() => takeServerContent(host));
  const contentRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    contentRef.current?.append(...content);
  }, [content]);

  useLayoutEffect(() => {
    host.dataset.state = open ? 'open' : 'closed';
  }, [host, open]);

  return (
    <Modal
      open={open}
      onClose={() => host.removeAttribute('open')}
      size={size}
      loading={loading}
      title={label || undefined}
      closeLabel={closeLabel}
      name={host.id}
    >
      <div
        ref={contentRef}
        className="modal-serverContent"
        onClick={(event) => {
          const target = event.target instanceof Element ? event.target.closest(`[${CLOSE_TRIGGER_ATTRIBUTE}]`) : null;
          if (target) host.removeAttribute('open');
        }}
      />
    </Modal>
  );
}

let triggersInstalled = false;

/**
 * One delegated listener for every `[data-store-modal-open="id"]` on the page,
 * including triggers inserted later with server HTML.
 */
export function installModalTriggers(doc: Document = document): void {
  if (triggersInstalled) return;
  triggersInstalled = true;
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const trigger = event.target.closest<HTMLElement>(`[${OPEN_TRIGGER_ATTRIBUTE}]`);
    const id = trigger?.getAttribute(OPEN_TRIGGER_ATTRIBUTE);
    if (!trigger || !id) return;
    const modal = doc.getElementById(id);
    if (modal?.localName !== 'store-modal') return;
    // The trigger may be a link to #id (the no-JS fallback); stay on the page.
    event.preventDefault();
    // Safari does not focus buttons on click; focus must have somewhere to return.
    if (doc.activeElement !== trigger) trigger.focus({ preventScroll: true });
    modal.setAttribute('open', '');
  });
}
