/** Class of the theme's `<details>` menus (the header's currency and account menus). */
const DROPDOWN_MENU_CLASS = 'dropdownMenu';

/**
 * The theme's header menus are `<details class="dropdownMenu">`: they open and close
 * without JavaScript. With it, they behave as shoppers expect a menu to: one open at a
 * time, closed by a click or a tap outside, and by Escape, which puts focus back on the
 * menu's summary. One set of delegated listeners, installed by the page bootstrap.
 */
export function installDropdownMenus(doc: Document = document): () => void {
  const openMenus = () => [...doc.querySelectorAll<HTMLDetailsElement>(`details.${DROPDOWN_MENU_CLASS}[open]`)];
  const onToggle = (event: Event) => {
    const menu = event.target;
    if (!(menu instanceof HTMLDetailsElement) || !menu.classList.contains(DROPDOWN_MENU_CLASS) || !menu.open) return;
    for (const other of openMenus()) if (other !== menu) other.open = false;
  };
  const onPointerDown = (event: Event) => {
    const target = event.target instanceof Node ? event.target : null;
    for (const menu of openMenus()) if (!target || !menu.contains(target)) menu.open = false;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !(event.target instanceof Element)) return;
    const menu = event.target.closest<HTMLDetailsElement>(`details.${DROPDOWN_MENU_CLASS}[open]`);
    if (!menu) return;
    menu.open = false;
    menu.querySelector<HTMLElement>(':scope > summary')?.focus();
  };
  // toggle does not bubble: listened for in the capture phase.
  doc.addEventListener('toggle', onToggle, true);
  doc.addEventListener('pointerdown', onPointerDown);
  doc.addEventListener('keydown', onKeyDown);
  return () => {
    doc.removeEventListener('toggle', onToggle, true);
    doc.removeEventListener('pointerdown', onPointerDown);
    doc.removeEventListener('keydown', onKeyDown);
  };
}
