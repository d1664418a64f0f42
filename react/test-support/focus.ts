import { expect } from '@open-wc/testing';

/** The focused element, named for a failure message: its tag and the start of its text. */
function focusedName(): string {
  const active = document.activeElement;
  return active ? `${active.nodeName} "${active.textContent?.trim().slice(0, 30) ?? ''}"` : 'nothing';
}

/**
 * Asserts that `element` has focus. The check is a boolean with the focused
 * element named in the message: a failing equality between DOM nodes carries the
 * nodes into the report, and reporting them stalled the test page, so the file
 * timed out with no result instead of showing the failure.
 */
export function expectFocusOn(element: Element | null | undefined, what: string): void {
  expect(document.activeElement === element, `focus on ${what}, not on ${focusedName()}`).to.equal(true);
}
