// Every write below is skipped when the page already shows that value: an
// option change usually moves a few of the response's parts, and each write,
// even of the same value, invalidates style and layout on a long product page
// (the option change's main-thread cost, quality issue: ≤ 50 ms at 4x).

/** Sets an element's text, unless it is that text already. */
export function setText(element: Node, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}

/** Sets a reflected attribute such as `hidden`, unless it has that value already. */
export function setHidden(element: HTMLElement | HTMLOptionElement, hidden: boolean): void {
  if (element.hidden !== hidden) element.hidden = hidden;
}

export function setAttributeIfChanged(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}
