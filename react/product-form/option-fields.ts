import type { Params } from '../api/request.ts';
import { setHidden, setText } from './dom-writes.ts';

/** Fields named as the platform's product form names them: `attribute[12]`, a date's `attribute[18][month]`. */
const OPTION_FIELD = /^attribute\[\d+\]/;

export function isOptionField(target: EventTarget | null): target is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  return (
    (target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) &&
    OPTION_FIELD.test(target.name)
  );
}

/**
 * The form serialized as the platform's client serializes it for an option
 * change (spec §7): every named field but files, which only the add sends.
 */
export function serializeForm(form: HTMLFormElement): Params {
  const fields: Params = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string' || name === 'authenticity_token') continue;
    fields[name] = value;
  }
  return fields;
}

export type OutOfStockBehavior = 'hide_option' | 'label_option';

/**
 * spec §4: option values that are not in `inStock` are hidden (hide_option) or
 * labelled with the out-of-stock message (label_option); the others are shown
 * as the server rendered them. Select options are disabled when labelled (they
 * cannot carry a separate label); radios and swatches stay choosable and get the
 * `unavailable` class, so the shopper can still see what the value would cost.
 */
export function applyStockToOptions(
  form: HTMLFormElement,
  behavior: OutOfStockBehavior,
  inStock: readonly number[],
  message: string,
): void {
  const available = new Set(inStock.map(String));
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="radio"], input[type="checkbox"]')) {
    if (!OPTION_FIELD.test(input.name) || !/^\d+$/.test(input.value)) continue;
    const label = input.id ? form.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(input.id)}"]`) : null;
    const out = !available.has(input.value);
    const hide = out && behavior === 'hide_option';
    // Only what changes is written (dom-writes.ts).
    setHidden(input, hide);
    if (input.hasAttribute('data-out-of-stock') !== out) input.toggleAttribute('data-out-of-stock', out);
    if (!label) continue;
    setHidden(label, hide);
    const labelled = out && behavior === 'label_option';
    if (label.classList.contains('unavailable') !== labelled) label.classList.toggle('unavailable', labelled);
    let note = label.querySelector<HTMLElement>('[data-out-of-stock-label]');
    if (out && behavior === 'label_option') {
      if (!note) {
        note = document.createElement('em');
        note.setAttribute('data-out-of-stock-label', '');
        label.append(' ', note);
      }
      setText(note, message);
    } else if (note) {
      // The space added before it goes too.
      if (note.previousSibling?.nodeType === Node.TEXT_NODE && note.previousSibling.textContent === ' ') note.previousSibling.remove();
      note.remove();
    }
  }
  for (const select of form.querySelectorAll<HTMLSelectElement>('select')) {
    if (!OPTION_FIELD.test(select.name)) continue;
    for (const option of select.options) {
      if (!/^\d+$/.test(option.value)) continue;
      const label = (option.dataset.label ??= stripNote(option.textContent ?? '', message));
      const out = !available.has(option.value);
      if (option.hasAttribute('data-out-of-stock') !== out) option.toggleAttribute('data-out-of-stock', out);
      setHidden(option, out && behavior === 'hide_option');
      if (option.disabled !== out) option.disabled = out;
      setText(option, out && behavior === 'label_option' ? `${label} (${message})` : label);
      if (option.hidden && option.selected) select.selectedIndex = 0;
    }
  }
}

/**
 * The chosen value named beside an option's legend (`[data-option-chosen]`, the theme prints
 * it for swatches: "Color  Moss") follows the checked radio of its fieldset; empty when none.
 */
export function showChosenValues(form: HTMLFormElement): void {
  for (const chosen of form.querySelectorAll<HTMLElement>('[data-option-chosen]')) {
    const group = chosen.closest('fieldset');
    const checked = group?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    const label = checked?.id ? group?.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(checked.id)}"]`) : null;
    const name = label?.querySelector('.form-option-value') ?? label;
    setText(chosen, name?.textContent?.trim() ?? '');
  }
}

function stripNote(text: string, message: string): string {
  const suffix = ` (${message})`;
  return text.endsWith(suffix) ? text.slice(0, -suffix.length) : text;
}

/** Required option fields with nothing chosen (spec §5 "required product options"), in form order. */
export function missingRequiredOptions(form: HTMLFormElement): Array<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement> {
  const missing: Array<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement> = [];
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')) {
    if (!OPTION_FIELD.test(field.name) || !field.required) continue;
    if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
      const group = form.querySelectorAll<HTMLInputElement>(`input[name="${CSS.escape(field.name)}"]`);
      if (![...group].some((input) => input.checked) && group[0] === field) missing.push(field);
    } else if (field.value.trim() === '') {
      missing.push(field);
    }
  }
  return missing;
}
