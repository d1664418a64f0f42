import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import type { StoreEventMap } from '../../shared/events.ts';
import { installFakeMedia, type FakeMedia } from '../test-support/fake-media.ts';
import { MODAL_ANIMATION_MS } from '../../shared/constants.ts';
import { installClock } from '../test-support/clock.ts';
import { until } from '../../shared/test-support.ts';
import { expectFocusOn } from '../test-support/focus.ts';
import { showAlert } from './alert.tsx';
import { ACTIVE_MODAL_BODY_CLASS } from './Modal.tsx';
import { openModal, type OpenModalOptions } from './open-modal.tsx';

const openDialog = () => document.querySelector<HTMLDialogElement>('dialog[open]');
/**
 * The modal's focus trap loads its library on first use and activates as soon as it is
 * here; the trap's own first focus is a zero-delay timer. A zero-delay timer set now runs
 * after both: an ordering, not a wait for time to pass.
 */
async function focusTrapActive() {
  await import('focus-trap');
  await new Promise((resolve) => setTimeout(resolve, 0)); // timers run in the order they were set
}

let media: FakeMedia;
let opener: HTMLButtonElement;

function recordEvents() {
  const seen: Array<[string, StoreEventMap['modal-closed'] | StoreEventMap['modal-opened']]> = [];
  const onOpened = (event: CustomEvent<StoreEventMap['modal-opened']>) => seen.push(['modal-opened', event.detail]);
  const onClosed = (event: CustomEvent<StoreEventMap['modal-closed']>) => seen.push(['modal-closed', event.detail]);
  document.addEventListener('modal-opened', onOpened);
  document.addEventListener('modal-closed', onClosed);
  return {
    seen,
    stop() {
      document.removeEventListener('modal-opened', onOpened);
      document.removeEventListener('modal-closed', onClosed);
    },
  };
}

async function openSizeGuide(options: Partial<OpenModalOptions> = {}) {
  opener.focus();
  const modal = openModal({
    title: 'Size guide',
    name: 'size-guide',
    content: (
      <>
        <p>Sizes run small.</p>
        <a href="#chart">Chart</a>
        <button type="button">Last</button>
      </>
    ),
    ...options,
  });
  await until(() => openDialog() !== null, 'the dialog opened');
  return { modal, dialog: openDialog()! };
}

beforeEach(() => {
  // Reduced motion makes closing immediate; the animation test turns it off.
  media = installFakeMedia({ reducedMotion: true });
  opener = document.createElement('button');
  opener.textContent = 'Open size guide';
  document.body.append(opener);
});

afterEach(async () => {
  for (const dialog of document.querySelectorAll('dialog')) dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
  await until(() => document.querySelector('.modal-root') === null, 'every modal root removed');
  opener.remove();
  media.restore();
});

describe('Modal (spec §4)', () => {
  it('opens as a named modal dialog, moves focus inside and marks the body', async () => {
    const events = recordEvents();
    const { dialog } = await openSizeGuide();
    events.stop();
    expect(dialog.matches(':modal')).to.equal(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).to.equal('Size guide');
    expect(dialog.contains(document.activeElement)).to.equal(true);
    expect(document.body.classList.contains(ACTIVE_MODAL_BODY_CLASS)).to.equal(true);
    expect(events.seen).to.deep.equal([['modal-opened', { id: 'size-guide' }]]);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { dialog } = await openSizeGuide();
    const last = [...dialog.querySelectorAll('button')].at(-1)!;
    const close = dialog.querySelector<HTMLButtonElement>('.modal-close')!;
    await focusTrapActive();
    last.focus();
    await sendKeys({ press: 'Tab' });
    expectFocusOn(close, 'the close button after Tab from the last control');
    await sendKeys({ press: 'Shift+Tab' });
    expectFocusOn(last, 'the last control after Shift+Tab');
    for (let step = 0; step < 5; step += 1) {
      await sendKeys({ press: 'Tab' });
      expect(dialog.contains(document.activeElement), `focus inside after Tab ${step + 1}`).to.equal(true);
    }
  });

  it('closes on Esc, returns focus to the opener and unmarks the body', async () => {
    const events = recordEvents();
    const { modal } = await openSizeGuide();
    await sendKeys({ press: 'Escape' });
    expect(await modal.closed).to.equal('escape');
    events.stop();
    expect(openDialog() === null, 'no dialog open').to.equal(true);
    expectFocusOn(opener, 'the opener');
    expect(document.body.classList.contains(ACTIVE_MODAL_BODY_CLASS)).to.equal(false);
    expect(events.seen.at(-1)).to.deep.equal(['modal-closed', { id: 'size-guide', reason: 'escape' }]);
  });

  it('says it is closed as soon as it is, before any timer runs: the opener works again at once', async () => {
    const { modal, dialog } = await openSizeGuide();
    let settled = false;
    void modal.closed.then(() => (settled = true));
    // A timer set as the dialog closes runs before any set later, and after the promise
    // jobs of the task that closed it: what the owner hears by then, it hears at once.
    const heardBeforeTimers = new Promise<boolean>((resolve) => {
      dialog.addEventListener('modal-closed', () => setTimeout(() => resolve(settled)), { once: true });
    });
    await sendKeys({ press: 'Escape' });
    expect(await heardBeforeTimers).to.equal(true);
    expectFocusOn(opener, 'the opener');
  });

  it('leaves focus on the body, not in the closed dialog, when the opener was disabled meanwhile', async () => {
    const { modal, dialog } = await openSizeGuide();
    opener.disabled = true;
    let focusedWhenHeard = '';
    const describe = (element: Element | null) => (element === document.body ? 'body' : (element?.outerHTML.slice(0, 60) ?? 'null'));
    void modal.closed.then(() => (focusedWhenHeard = describe(document.activeElement)));
    await sendKeys({ press: 'Escape' });
    await modal.closed;
    expect(dialog.open).to.equal(false);
    expect(focusedWhenHeard, 'focus when `closed` settled').to.equal('body');
  });

  it('closes on a click on the backdrop but not on a click inside', async () => {
    const { modal, dialog } = await openSizeGuide({ size: 'small' });
    const inside = dialog.querySelector('p')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(inside.left + 5), Math.round(inside.top + 5)] });
    expect(openDialog() === dialog, 'the dialog stays open after a click inside').to.equal(true);
    await sendMouse({ type: 'click', position: [3, 3] });
    expect(await modal.closed).to.equal('backdrop');
    expectFocusOn(opener, 'the opener');
  });

  it('closes from its close button, named for screen readers', async () => {
    const { modal, dialog } = await openSizeGuide({ closeLabel: 'Close size guide' });
    const close = dialog.querySelector<HTMLButtonElement>('button[aria-label="Close size guide"]')!;
    close.click();
    expect(await modal.closed).to.equal('close-button');
  });

  it('animates for 250 ms when motion is allowed, and not at all under reduced motion', async () => {
    media.setReducedMotion(false);
    const { modal, dialog } = await openSizeGuide();
    expect(dialog.style.getPropertyValue('--store-modal-duration')).to.equal('250ms');
    const started = performance.now();
    modal.close();
    await until(() => dialog.dataset.state === 'closing', 'closing');
    expect(dialog.open, 'still shown while it animates').to.equal(true);
    await modal.closed;
    expect(performance.now() - started).to.be.at.least(240);

    media.setReducedMotion(true);
    const again = await openSizeGuide();
    expect(again.dialog.style.getPropertyValue('--store-modal-duration')).to.equal('0ms');
    const closing = performance.now();
    again.modal.close();
    await until(() => !again.dialog.open, 'closed without an animation');
    expect(performance.now() - closing, 'well under the 250 ms animation').to.be.below(200);
  });

  for (const size of ['small', 'normal', 'large'] as const) {
    it(`renders the ${size} size`, async () => {
      const { dialog } = await openSizeGuide({ size });
      expect(dialog.dataset.size).to.equal(size);
      expect(dialog.classList.contains(`modal--${size}`)).to.equal(true);
    });
  }

  it('shows a loading overlay and aria-busy while content is pending', async () => {
    const { modal, dialog } = await openSizeGuide({ loading: true, loadingLabel: 'Loading product…' });
    expect(dialog.getAttribute('aria-busy')).to.equal('true');
    expect(dialog.querySelector('.modal-loading [role="status"]')?.textContent).to.equal('Loading product…');
    modal.update({ loading: false, content: <p>Ready</p> });
    await until(() => !dialog.hasAttribute('aria-busy'), 'aria-busy removed');
    expect(dialog.querySelector('.modal-loading')).to.equal(null);
    expect(dialog.querySelector('.modal-body')?.textContent).to.equal('Ready');
  });

  it('limits the body to 0.9 of the window height minus header and footer, again after a resize', async () => {
    await setViewport({ width: 800, height: 600 });
    try {
      const tall = Array.from({ length: 60 }, (_, index) => <p key={index}>Row {index + 1} of the size chart.</p>);
      const { dialog } = await openSizeGuide({ content: tall, footer: <button type="button">Done</button> });
      const body = dialog.querySelector<HTMLElement>('.modal-body')!;
      const chrome = () =>
        dialog.querySelector<HTMLElement>('.modal-header')!.offsetHeight + dialog.querySelector<HTMLElement>('.modal-footer')!.offsetHeight;
      const bodyHeight = () => body.getBoundingClientRect().height;
      expect(chrome()).to.be.greaterThan(0);
      // Within a pixel: the limit is laid out, not rounded down by a script.
      expect(Math.abs(bodyHeight() - (600 * 0.9 - chrome()))).to.be.lessThan(1);
      // The rest of the content scrolls inside the body.
      expect(body.scrollHeight).to.be.greaterThan(body.clientHeight);
      await setViewport({ width: 800, height: 400 });
      await until(() => Math.abs(bodyHeight() - (400 * 0.9 - chrome())) < 1, 'max height after resize');
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('keeps the body marked until the last of two stacked modals closes', async () => {
    const { modal } = await openSizeGuide();
    const answer = showAlert({ message: 'Are you sure?', showCancel: true });
    await until(() => document.querySelectorAll('dialog[open]').length === 2, 'alert over the modal');
    document.querySelector<HTMLButtonElement>('[role="alertdialog"] .button--secondary')!.click();
    expect(await answer).to.equal(false);
    expect(document.body.classList.contains(ACTIVE_MODAL_BODY_CLASS)).to.equal(true);
    modal.close();
    await modal.closed;
    expect(document.body.classList.contains(ACTIVE_MODAL_BODY_CLASS)).to.equal(false);
  });

  it('passes axe while open', async () => {
    const { dialog } = await openSizeGuide({ loading: true });
    await expect(dialog).to.be.accessible();
  });
});

describe('showAlert (spec §4 alert modal)', () => {
  const alertDialog = () => document.querySelector<HTMLDialogElement>('dialog[open][role="alertdialog"]');
  const openedAlert = async () => {
    await until(() => alertDialog() !== null, 'the alert opened');
    return alertDialog()!;
  };

  it('is an alertdialog named by its title and described by its message, with the error icon by default', async () => {
    opener.focus();
    void showAlert({ message: 'The item could not be added.' });
    const dialog = await openedAlert();
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).to.equal('Error');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).to.equal('The item could not be added.');
    expect(dialog.querySelector('[data-icon]')?.getAttribute('data-icon')).to.equal('error');
    expect(dialog.querySelector('.button--secondary')).to.equal(null);
    expect(document.activeElement?.textContent).to.equal('OK');
    await expect(dialog).to.be.accessible();
  });

  it('resolves true and runs the confirm callback on confirm', async () => {
    let confirmed = 0;
    opener.focus();
    const answer = showAlert({
      message: 'Switch currency?',
      icon: 'warning',
      showCancel: true,
      confirmText: 'Switch',
      onConfirm: () => (confirmed += 1),
    });
    const dialog = await openedAlert();
    expect(dialog.querySelector('[data-icon]')?.getAttribute('data-icon')).to.equal('warning');
    [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Switch')!.click();
    expect(await answer).to.equal(true);
    expect(confirmed).to.equal(1);
    expectFocusOn(opener, 'the opener');
  });

  it('resolves false on cancel and on Esc, focusing cancel first', async () => {
    const cancelled = showAlert({ message: 'Switch currency?', showCancel: true, cancelText: 'Keep' });
    const dialog = await openedAlert();
    expect(document.activeElement?.textContent).to.equal('Keep');
    await expect(dialog).to.be.accessible();
    (document.activeElement as HTMLButtonElement).click();
    expect(await cancelled).to.equal(false);

    const escaped = showAlert({ message: 'Switch currency?', showCancel: true });
    await openedAlert();
    await sendKeys({ press: 'Escape' });
    expect(await escaped).to.equal(false);
  });

  it('ignores a click on the backdrop: an alert wants an answer', async () => {
    const answer = showAlert({ message: 'Removed items', showCancel: true });
    let answered = false;
    void answer.then(() => (answered = true));
    const dialog = await openedAlert();
    // On the test's clock, past the closing animation: a close it started would be done.
    const clock = installClock();
    try {
      await sendMouse({ type: 'click', position: [3, 3] });
      await clock.tickAsync(MODAL_ANIMATION_MS + 1);
    } finally {
      clock.uninstall();
    }
    expect(dialog.open).to.equal(true);
    expect(answered).to.equal(false);
    dialog.querySelector<HTMLButtonElement>('.button--primary')!.click();
    expect(await answer).to.equal(true);
  });

  it('shows the message as text: an <img onerror> payload stays text', async () => {
    const payload = '<img src=x onerror="window.__alertPwned=1"><b>bold</b>';
    void showAlert({ message: payload });
    const dialog = await openedAlert();
    // Rendered as text, the payload makes no element, so it can have no handler to run.
    expect(dialog.querySelector('img, b')).to.equal(null);
    expect(dialog.querySelector('.alertBox-message')?.textContent).to.equal(payload);
    expect((window as unknown as { __alertPwned?: number }).__alertPwned).to.equal(undefined);
  });

  it('adds a link only for http(s) addresses', async () => {
    void showAlert({ message: 'You have already purchased this item.', link: { href: '/downloads', text: 'Download it here' } });
    let dialog = await openedAlert();
    expect(dialog.querySelector('a')?.getAttribute('href')).to.equal('/downloads');
    dialog.querySelector<HTMLButtonElement>('.button--primary')!.click();
    await until(() => alertDialog() === null, 'first alert closed');
    void showAlert({ message: 'x', link: { href: 'javascript:alert(1)', text: 'bad' } });
    dialog = await openedAlert();
    expect(dialog.querySelector('a')).to.equal(null);
  });
});
