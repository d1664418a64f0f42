import { useLayoutEffect, useMemo, useRef } from 'react';
import { attr } from '../../shared/attributes.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { fetchCountryStates } from '../api/cart-page.ts';
import { isApiError } from '../api/request.ts';
import { inlineMessages, type RulesOf } from '../forms/inline-messages.ts';
import { validationMessages } from '../forms/validator.ts';
import { storeContext } from '../../shared/store-context.ts';
import { findInServerContent } from '../server-content/ServerContent.tsx';
import { checkableFields, fieldRules } from '../store-form/field-rules.ts';

export const addressFormAttributes = {
  /** Said when no country is chosen. Empty (the default): the page context's `countryRequired` validation message ("Please choose a country."). */
  countryRequiredMessage: attr.string(''),
  /** Said when the country has states and none is chosen. Empty (the default): the page context's `stateRequired` validation message ("Please choose a state or province."). */
  stateRequiredMessage: attr.string(''),
  /** The list's empty first choice. */
  chooseStateLabel: attr.string('Choose a state or province'),
  /** The name of the country select. */
  countryField: attr.string('country_id'),
  /** The name of the state field. */
  stateField: attr.string('state'),
};

type StateField = HTMLInputElement | HTMLSelectElement;

/** The attributes a state field keeps whether it is a text field or a list. */
const KEPT_ATTRIBUTES = ['id', 'name', 'autocomplete', 'aria-describedby', 'aria-invalid', 'class', 'data-field-type'];

function swapField(current: StateField, next: StateField): StateField {
  for (const name of KEPT_ATTRIBUTES) {
    const value = current.getAttribute(name);
    if (value !== null) next.setAttribute(name, value);
  }
  const hadFocus = document.activeElement === current;
  current.replaceWith(next);
  if (hadFocus) next.focus();
  return next;
}

/**
 * An address form (spec §5 "State/country: presence required", §7 "GET
 * /country-states/{id or name}"). Choosing a country loads its states: the state field
 * becomes a list of them (keeping a state already chosen or typed when the new country has
 * it), or a text field when the country has none. Fast changes: the last choice wins (a
 * superseded request is aborted and its answer ignored). When the states cannot be loaded
 * the field is a text field the shopper can type in, and nothing else is said: the server
 * checks the state against the country. Country and, where there is a list, state are
 * required; every other field is checked by its own attributes as in `<store-form>`
 * (`required`, `data-required-message`, lengths, …). Each message waits for the 700 ms
 * feedback delay while choosing; on submit they all show at once and focus goes to the
 * first. The element turns off the browser's own bubbles (`novalidate`) while it checks;
 * a form that passes posts as it does without JavaScript.
 */
export function AddressForm(props: ElementProps<typeof addressFormAttributes>) {
  const { serverContent, host, countryField, stateField } = props;
  const form = useMemo(() => findInServerContent<HTMLFormElement>(serverContent, 'form'), [serverContent]);
  const texts = useRef(props);
  texts.current = props;

  useLayoutEffect(() => {
    if (!form) return;
    const countrySelect = form.elements.namedItem(countryField);
    const initialState = form.elements.namedItem(stateField);
    if (
      !(countrySelect instanceof HTMLSelectElement) ||
      !(initialState instanceof HTMLInputElement || initialState instanceof HTMLSelectElement)
    )
      return;
    let state: StateField = initialState;
    /** What the shopper typed or chose, carried over when the field changes kind. */
    let wanted = state.value;
    let request: AbortController | null = null;

    const addressRules: Record<string, RulesOf> = {
      [countryField]: () => ({
        rules: [{ type: 'presence', message: texts.current.countryRequiredMessage || validationMessages().countryRequired }],
      }),
      // A list means the country has states: one must be chosen. A text field is the server's to check.
      [stateField]: () =>
        state instanceof HTMLSelectElement
          ? { rules: [{ type: 'presence', message: texts.current.stateRequiredMessage || validationMessages().stateRequired }] }
          : null,
    };
    // In form order, so submit focuses the first field in error: the others by their attributes, as <store-form> reads them.
    const rules: Record<string, RulesOf> = {};
    for (const field of checkableFields(form)) {
      rules[field.name] = addressRules[field.name] ?? (() => fieldRules(field, form, validationMessages()));
    }
    const messages = inlineMessages(form, rules);
    // The element says what is missing, inline; the browser's bubbles would say it again, elsewhere.
    const validatedByBrowser = !form.noValidate;
    form.noValidate = true;

    const asText = () => {
      if (state instanceof HTMLInputElement) return;
      const input = document.createElement('input');
      input.value = wanted;
      state = swapField(state, input);
      messages.refresh(stateField);
      messages.clear(stateField);
    };
    const asList = (names: readonly string[]) => {
      const select = document.createElement('select');
      select.setAttribute('aria-required', 'true');
      select.append(new Option(texts.current.chooseStateLabel, ''), ...names.map((name) => new Option(name, name)));
      const match = names.find((name) => name.toLowerCase() === wanted.trim().toLowerCase());
      select.value = match ?? '';
      state = swapField(state, select);
      messages.refresh(stateField);
    };

    const load = (country: string) => {
      request?.abort();
      request = null;
      if (country === '') {
        host.dataset.state = 'ready';
        return asText();
      }
      const current = new AbortController();
      request = current;
      host.dataset.state = 'loading';
      state.setAttribute('aria-busy', 'true');
      fetchCountryStates(country, { baseUrl: storeContext().secureBaseUrl, signal: current.signal })
        .then(
          (answer) => {
            if (request !== current) return;
            if (answer.states.length > 0) asList(answer.states.map((entry) => entry.name));
            else asText();
          },
          (error: unknown) => {
            if (request !== current || isApiError(error, 'aborted')) return;
            // No list to offer: the shopper types the state, and the server checks it.
            console.warn('<store-address-form>: the states of the chosen country could not be loaded; the state is a text field.', error);
            asText();
          },
        )
        .finally(() => {
          if (request !== current) return;
          request = null;
          state.removeAttribute('aria-busy');
          host.dataset.state = 'ready';
        });
    };

    const onChange = (event: Event) => {
      if (event.target === countrySelect) load(countrySelect.value);
      else if (event.target === state) wanted = state.value;
    };
    const onInput = (event: Event) => {
      if (event.target === state) wanted = state.value;
    };
    const onSubmit = (event: SubmitEvent) => {
      const invalid = messages.validateAll();
      if (!invalid) return;
      event.preventDefault();
      invalid.focus();
    };
    form.addEventListener('change', onChange);
    form.addEventListener('input', onInput);
    form.addEventListener('submit', onSubmit);
    // The list for the country the page starts with (the server wrote a text field).
    load(countrySelect.value);
    return () => {
      request?.abort();
      form.removeEventListener('change', onChange);
      form.removeEventListener('input', onInput);
      form.removeEventListener('submit', onSubmit);
      messages.stop();
      if (validatedByBrowser) form.noValidate = false;
    };
  }, [form, host, countryField, stateField]);

  return null;
}
