import { VALIDATION_FEEDBACK_DELAY_MS } from '../../shared/constants.ts';
import { formValues, validateValue, type FieldRules } from './validator.ts';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The rules of one field, read when it is checked (null: nothing to check now). */
export type RulesOf = () => FieldRules | null;

export interface InlineMessages {
  /** Checks every field now and shows each result; returns the first field in error, or null. */
  validateAll(): FieldElement | null;
  /** After a field was swapped for another of the same name (a text field for a list): wires the new one. */
  refresh(name: string): void;
  /** Clears one field's message. */
  clear(name: string): void;
  /** Takes the messages and listeners away again. */
  stop(): void;
}

let counter = 0;

const isField = (node: unknown): node is FieldElement =>
  node instanceof HTMLInputElement || node instanceof HTMLSelectElement || node instanceof HTMLTextAreaElement;

/**
 * Inline validation messages for a server form's fields (spec §5): each field named in
 * `fields` gets a message paragraph after it, tied with `aria-describedby`. While the
 * shopper types or chooses, an error shows only after the feedback delay (700 ms, spec §9)
 * and a fix clears it at once; leaving a field that was touched, or `validateAll()` (on
 * submit), shows it at once. Fields are found by name each time, so a field replaced by
 * another of the same name keeps its message.
 */
export function inlineMessages(
  form: HTMLFormElement,
  fields: Record<string, RulesOf>,
  delayMs = VALIDATION_FEEDBACK_DELAY_MS,
): InlineMessages {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const messages = new Map<string, HTMLElement>();
  const fieldOf = (name: string) => {
    const found = form.elements.namedItem(name);
    return isField(found) ? found : null;
  };

  const describe = (name: string) => {
    const field = fieldOf(name);
    const message = messages.get(name);
    if (!field || !message) return;
    const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.includes(message.id)) field.setAttribute('aria-describedby', [message.id, ...ids].join(' '));
  };

  for (const name of Object.keys(fields)) {
    const field = fieldOf(name);
    if (!field) continue;
    const message = document.createElement('p');
    message.className = 'form-inlineMessage';
    message.id = `${field.id || name}-message-${++counter}`;
    message.setAttribute('aria-live', 'polite');
    field.after(message);
    messages.set(name, message);
    describe(name);
  }

  const check = (name: string): string | null => {
    const field = fieldOf(name);
    const rules = fields[name]?.();
    if (!field || !rules) return null;
    return validateValue(field.value, rules, { values: formValues(form) });
  };
  const show = (name: string, error: string | null) => {
    const message = messages.get(name);
    if (message) message.textContent = error ?? '';
    const field = fieldOf(name);
    if (!field) return;
    if (error) field.setAttribute('aria-invalid', 'true');
    else field.removeAttribute('aria-invalid');
  };

  const onEdit = (event: Event) => {
    const name = isField(event.target) ? event.target.name : '';
    if (!messages.has(name)) return;
    clearTimeout(timers.get(name));
    const error = check(name);
    if (error === null) show(name, null);
    else {
      timers.set(
        name,
        setTimeout(() => {
          timers.delete(name);
          show(name, check(name));
        }, delayMs),
      );
    }
  };
  const onLeave = (event: Event) => {
    const field = event.target;
    if (!isField(field) || !messages.has(field.name)) return;
    // Passing through an untouched field says nothing; leaving one that was edited or is in error does.
    if (field.value === '' && !field.hasAttribute('aria-invalid') && !timers.has(field.name)) return;
    clearTimeout(timers.get(field.name));
    timers.delete(field.name);
    show(field.name, check(field.name));
  };
  form.addEventListener('input', onEdit);
  form.addEventListener('change', onEdit);
  form.addEventListener('focusout', onLeave);

  return {
    validateAll() {
      let first: FieldElement | null = null;
      for (const name of messages.keys()) {
        clearTimeout(timers.get(name));
        timers.delete(name);
        const error = check(name);
        show(name, error);
        if (error && !first) first = fieldOf(name);
      }
      return first;
    },
    refresh(name) {
      describe(name);
      const message = messages.get(name);
      if (message?.textContent) show(name, check(name));
    },
    clear(name) {
      clearTimeout(timers.get(name));
      timers.delete(name);
      show(name, null);
    },
    stop() {
      form.removeEventListener('input', onEdit);
      form.removeEventListener('change', onEdit);
      form.removeEventListener('focusout', onLeave);
      timers.forEach((timer) => clearTimeout(timer));
      for (const [name, message] of messages) {
        const field = fieldOf(name);
        const ids = (field?.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== message.id);
        if (ids.length > 0) field?.setAttribute('aria-describedby', ids.join(' '));
        else field?.removeAttribute('aria-describedby');
        field?.removeAttribute('aria-invalid');
        message.remove();
      }
    },
  };
}
