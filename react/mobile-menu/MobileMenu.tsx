import type { FocusTrap } from 'focus-trap';
import { trapFocus } from '../hooks/focus-trap.ts';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { attr } from '../../shared/attributes.ts';
import { emit } from '../../shared/events.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { BREAKPOINT_MEDIUM_PX } from '../../shared/constants.ts';
import { useMediaQuery } from '../hooks/media-query.ts';
import { ServerContent } from '../server-content/ServerContent.tsx';

export const mobileMenuAttributes = {
  /** The toggle button's text. */
  label: attr.string('Menu'),
};

/** spec §9: the menu is for widths below the medium breakpoint. */
export const WIDE_QUERY = `(min-width: ${BREAKPOINT_MEDIUM_PX}px)`;
const BODY_OPEN_CLASS = 'has-activeNavPages';

/**
 * The mobile navigation (spec §4): a toggle button and the server's navigation.
 * Built as a disclosure (the APG pattern for site navigation; links stay links):
 * the button says whether the menu is expanded, focus stays within button and
 * menu while open, Esc closes and returns focus to the button. It closes when
 * the cart preview opens and when the viewport reaches the medium breakpoint.
 */
export function MobileMenu({ host, label, serverContent }: ElementProps<typeof mobileMenuAttributes>) {
  const [open, setOpen] = useState(false);
  const wide = useMediaQuery(WIDE_QUERY);
  const toggle = useRef<HTMLButtonElement>(null);
  const trap = useRef<FocusTrap | null>(null);
  const menuId = `mobile-menu-${useId().replace(/:/g, '')}`;

  useEffect(() => {
    if (wide) setOpen(false);
  }, [wide]);

  useEffect(() => {
    const close = () => setOpen(false);
    document.addEventListener('cart-preview-opened', close);
    return () => document.removeEventListener('cart-preview-opened', close);
  }, []);

  const wasOpen = useRef(false);
  // State for the theme's CSS, before paint.
  useLayoutEffect(() => {
    host.dataset.state = open ? 'open' : 'closed';
    document.body.classList.toggle(BODY_OPEN_CLASS, open);
  }, [host, open]);

  useEffect(() => {
    if (open) {
      if (trap.current) trap.current.activate();
      else {
        void trapFocus(
          host,
          { escapeDeactivates: false, allowOutsideClick: true, returnFocusOnDeactivate: false, initialFocus: false },
          () => host.dataset.state === 'open',
        ).then((created) => {
          // Opened twice while the library loaded: keep one trap.
          if (trap.current) created?.deactivate();
          else trap.current = created;
        });
      }
      emit(host, 'mobile-menu-opened', {});
    } else {
      trap.current?.deactivate();
      if (wasOpen.current) emit(host, 'mobile-menu-closed', {});
    }
    wasOpen.current = open;
  }, [host, open]);

  useEffect(
    () => () => {
      trap.current?.deactivate();
      document.body.classList.remove(BODY_OPEN_CLASS);
    },
    [],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    // Escape from anywhere inside the open menu closes it: the keys come from the buttons and links within.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a delegated key listener, not a control
    <div className="mobileMenu" onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className="mobileMenu-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((current) => !current)}
      >
        <span className="mobileMenu-toggleIcon" aria-hidden="true" />
        <span className="mobileMenu-toggleLabel">{label}</span>
      </button>
      <ServerContent nodes={serverContent} id={menuId} className="navPages" />
    </div>
  );
}
