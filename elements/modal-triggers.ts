/** Attribute that makes any element open the `<store-modal>` whose id it names. */
const OPEN_TRIGGER_ATTRIBUTE = 'data-store-modal-open';

/** Elements whose `open` attribute is their state, so a trigger can open them. */
const OPENABLE = new Set(['store-modal', 'store-login-popup']);

/**
 * One delegated listener, installed by the page bootstrap, for every
 * `[data-store-modal-open="id"]` on the page (naming a store-modal or the
 * store-login-popup) (also triggers inserted later with
 * server HTML). A closed modal is never visible, so it would never load by
 * itself: the trigger sets the modal's `open` attribute (its state) and asks for
 * its code; whenever the element upgrades, it opens. No click is lost.
 */
export function installModalTriggers(loadTag: (tag: string) => void, doc: Document = document): () => void {
  const onClick = (event: Event) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const trigger = event.target.closest<HTMLElement>(`[${OPEN_TRIGGER_ATTRIBUTE}]`);
    const id = trigger?.getAttribute(OPEN_TRIGGER_ATTRIBUTE);
    if (!trigger || !id) return;
    const modal = doc.getElementById(id);
    if (!modal || !OPENABLE.has(modal.localName)) return;
    // The trigger may be a link to #id (the no-JS fallback); stay on the page.
    event.preventDefault();
    // Safari does not focus buttons on click; focus must have somewhere to return.
    if (doc.activeElement !== trigger) trigger.focus({ preventScroll: true });
    modal.setAttribute('open', '');
    loadTag(modal.localName);
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}

/** Attribute whose value is a product id: a click opens the quick view of that product (spec §2, §7). */
const QUICK_VIEW_TRIGGER_ATTRIBUTE = 'data-store-quick-view';

/**
 * One delegated listener for `[data-store-quick-view="{id}"]` triggers (product
 * cards' Quick view links, whose href is the product page without JavaScript).
 * It sets `product-id` and `open` on the page's `<store-quick-view>`, adding one
 * at the end of the body when there is none, and asks for its code.
 */
export function installQuickViewTriggers(loadTag: (tag: string) => void, doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      !(event.target instanceof Element)
    )
      return;
    const trigger = event.target.closest<HTMLElement>(`[${QUICK_VIEW_TRIGGER_ATTRIBUTE}]`);
    const id = trigger?.getAttribute(QUICK_VIEW_TRIGGER_ATTRIBUTE)?.trim();
    if (!trigger || !id || !/^\d+$/.test(id)) return;
    event.preventDefault();
    if (doc.activeElement !== trigger) trigger.focus({ preventScroll: true });
    let quickView = doc.querySelector('store-quick-view');
    if (!quickView) {
      quickView = doc.createElement('store-quick-view');
      doc.body.append(quickView);
    }
    quickView.setAttribute('product-id', id);
    quickView.setAttribute('open', '');
    loadTag('store-quick-view');
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
