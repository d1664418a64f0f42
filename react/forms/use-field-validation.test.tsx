import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { VALIDATION_FEEDBACK_DELAY_MS } from '../../shared/constants.ts';
import { installClock, type TestClock } from '../test-support/clock.ts';
import { nextFrame, until } from '../../shared/test-support.ts';
import { DEFAULT_VALIDATION_MESSAGES, formValues, type FieldRules } from './validator.ts';
import { useFieldValidation } from './use-field-validation.ts';

const messages = { ...DEFAULT_VALIDATION_MESSAGES };
const emailRules: FieldRules = { rules: [{ type: 'presence' }, { type: 'email' }] };

function EmailField({ delayMs, onSubmitResult }: { delayMs?: number; onSubmitResult?: (ok: boolean) => void }) {
  const email = useFieldValidation({ ...emailRules, messages, ...(delayMs !== undefined ? { delayMs } : {}) });
  const confirm = useFieldValidation({
    rules: [{ type: 'sameAs', field: 'email' }],
    messages,
    values: () => formValues(document.querySelector('form')!),
    delayMs: 0,
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmitResult?.(email.validate() && confirm.validate());
      }}
    >
      <label htmlFor="email">Email</label>
      <input id="email" name="email" {...email.inputProps} />
      <p className="error" data-field="email" {...email.errorProps}>{email.error}</p>
      <label htmlFor="confirm">Confirm email</label>
      <input id="confirm" name="confirmEmail" {...confirm.inputProps} />
      <p className="error" data-field="confirm" {...confirm.errorProps}>{confirm.error}</p>
      <button type="submit">Send</button>
    </form>
  );
}

let root: Root | undefined;
async function mount(element: ReactElement) {
  const container = await fixture<HTMLDivElement>(html`<div></div>`);
  root = createRoot(container);
  root.render(element);
  await until(() => container.querySelector('#email') !== null, 'rendered');
  return {
    input: container.querySelector<HTMLInputElement>('#email')!,
    confirm: container.querySelector<HTMLInputElement>('#confirm')!,
    error: container.querySelector<HTMLElement>('[data-field="email"]')!,
    confirmError: container.querySelector<HTMLElement>('[data-field="confirm"]')!,
    submit: container.querySelector<HTMLButtonElement>('button')!,
  };
}
// The feedback delay runs on a clock the tests move.
let clock: TestClock | undefined;
afterEach(() => {
  clock?.uninstall();
  clock = undefined;
  root?.unmount();
  root = undefined;
});

describe('useFieldValidation (spec §5 feedback delay)', () => {
  it('shows an error only after the shopper pauses for the delay', async () => {
    const { input, error } = await mount(<EmailField delayMs={400} />);
    clock = installClock();
    input.focus();
    await sendKeys({ type: 'fern' });
    // Each keystroke starts the delay again: a key 300 ms after the last shows nothing.
    await clock.tickAsync(300);
    await sendKeys({ type: '@' });
    await clock.tickAsync(399);
    await nextFrame(); // a message due by now would be rendered
    expect(error.textContent, 'nothing a moment before the delay').to.equal('');
    await clock.tickAsync(1);
    await until(() => error.textContent !== '', 'the error at the delay');
    expect(error.textContent).to.equal('Please use a valid email address, such as user@example.com.');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.getAttribute('aria-describedby')).to.equal(error.id);
  });

  it('waits 700 ms by default', async () => {
    const { input, error } = await mount(<EmailField />);
    clock = installClock();
    input.focus();
    await sendKeys({ type: 'x' });
    await clock.tickAsync(VALIDATION_FEEDBACK_DELAY_MS - 1);
    await nextFrame(); // a message due by now would be rendered
    expect(error.textContent, 'not before the delay').to.equal('');
    await clock.tickAsync(1);
    await until(() => error.textContent !== '', 'the error at the delay');
    expect(error.textContent).to.contain('valid email');
  });

  it('shows the error at once on blur, and clears it at once when fixed', async () => {
    const { input, error } = await mount(<EmailField delayMs={5000} />);
    input.focus();
    await sendKeys({ type: 'fern' });
    await sendKeys({ press: 'Tab' });
    await until(() => error.textContent!.includes('valid email'), 'the error on leaving the field');
    input.focus();
    await sendKeys({ type: '@example.com' });
    await until(() => error.textContent === '', 'cleared once fixed');
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
  });

  it('validates every field at once on submit, including same-as against the other field', async () => {
    const results: boolean[] = [];
    const { input, confirm, error, confirmError, submit } = await mount(<EmailField delayMs={5000} onSubmitResult={(ok) => results.push(ok)} />);
    submit.click();
    await until(() => error.textContent === 'This field is required.', 'the required message on submit');
    input.focus();
    await sendKeys({ type: 'fern@example.com' });
    confirm.focus();
    await sendKeys({ type: 'fern@example.org' });
    submit.click();
    await until(() => confirmError.textContent === 'The values do not match.', 'the same-as message on submit');
    expect(results).to.deep.equal([false, false]);
  });
});
