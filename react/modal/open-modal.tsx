import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Modal, type ModalCloseReason, type ModalProps } from './Modal.tsx';

/** What a mounted modal needs from its owner. */
export interface MountedModalProps {
  open: boolean;
  onClose: (reason: ModalCloseReason) => void;
  onClosed: () => void;
}

export interface MountedModal<Options> {
  /** Starts the close animation; `closed` settles after it. */
  close(reason?: ModalCloseReason): void;
  /** Changes what the open modal shows (e.g. content arrived: `loading: false`). */
  update(changes: Partial<Options>): void;
  /** Settles with how the modal was closed, once it is closed and focus has returned (its root goes a task later). */
  closed: Promise<ModalCloseReason>;
}

/**
 * Renders `render(options, props)` in its own root at the end of `<body>` and
 * removes the root once the modal has closed: features open a modal from an
 * event handler without owning a place in the page for it.
 */
export function mountModal<Options>(
  initial: Options,
  render: (options: Options, props: MountedModalProps) => ReactNode,
): MountedModal<Options> {
  const container = document.createElement('div');
  container.className = 'modal-root';
  document.body.append(container);
  const root = createRoot(container);

  let options = initial;
  let open = true;
  let pendingReason: ModalCloseReason = 'programmatic';
  let settle!: (reason: ModalCloseReason) => void;
  const closed = new Promise<ModalCloseReason>((resolve) => {
    settle = resolve;
  });

  const handle: MountedModal<Options> = {
    close(reason = 'programmatic') {
      if (!open) return;
      open = false;
      pendingReason = reason;
      draw();
    },
    update(changes) {
      options = { ...options, ...changes };
      draw();
    },
    closed,
  };

  const props: MountedModalProps = {
    get open() {
      return open;
    },
    onClose: (reason) => handle.close(reason),
    onClosed: () => {
      // The dialog is closed and focus is back: the owner hears it now, so a second
      // click on the same opener right after Esc opens it again (a timer here may
      // wait behind the page's other work). The root unmounts outside React's
      // commit, since the close may finish inside an effect.
      settle(pendingReason);
      setTimeout(() => {
        root.unmount();
        container.remove();
      });
    },
  };

  function draw() {
    root.render(render(options, { ...props, open }));
  }
  draw();
  return handle;
}

export interface OpenModalOptions extends Omit<ModalProps, 'open' | 'onClose' | 'onClosed' | 'children'> {
  content: ReactNode;
}

/**
 * Opens a modal imperatively (quick view, cart preview):
 *
 * ```ts
 * const modal = openModal({ title: 'Quick view', loading: true, content: null });
 * modal.update({ loading: false, content: <ServerHtml html={markup} /> });
 * ```
 */
export function openModal(options: OpenModalOptions): MountedModal<OpenModalOptions> {
  return mountModal(options, ({ content, ...modalProps }, props) => (
    <Modal {...modalProps} {...props}>
      {content}
    </Modal>
  ));
}
