/**
 * spec §9 "kuBtn class: shows a wait message when clicked". Any button or link
 * with the class shows its `data-wait-message` (default "Please wait…") after a
 * click, and is marked busy; the click itself goes on as usual (a form still submits).
 */
const WAIT_BUTTON_CLASS = 'kuBtn';
const DEFAULT_WAIT_MESSAGE = 'Please wait…';

export function showWaitMessages(root: Document | HTMLElement = document): () => void {
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.(`.${WAIT_BUTTON_CLASS}`);
    if (!(button instanceof HTMLElement) || button.dataset.state === 'waiting') return;
    const message = button.dataset.waitMessage?.trim() || DEFAULT_WAIT_MESSAGE;
    button.dataset.state = 'waiting';
    button.setAttribute('aria-busy', 'true');
    if (button instanceof HTMLInputElement) button.value = message;
    else button.textContent = message;
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
