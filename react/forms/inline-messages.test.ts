import { expect, waitUntil } from '@open-wc/testing';
import { inlineMessages } from './inline-messages.ts';

function form(html: string): HTMLFormElement {
  const element = document.createElement('form');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

const type = (field: HTMLInputElement | HTMLSelectElement, value: string) => {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('inline validation messages (spec §5, 700 ms feedback delay)', () => {
  it('says an error only after the delay while typing, clears it at once when fixed, and says it at once on leaving', async () => {
    const element = form('<input id="name" name="wishlistname" aria-describedby="hint"><p id="hint">Hint</p>');
    const field = element.querySelector('input')!;
    const messages = inlineMessages(
      element,
      { wishlistname: () => ({ rules: [{ type: 'presence', message: 'Please enter a name.' }] }) },
      60_000,
    );
    const message = element.querySelector('.form-inlineMessage')!;
    expect(field.getAttribute('aria-describedby')).to.equal(`${message.id} hint`);

    type(field, '   ');
    expect(message.textContent, 'not before the delay').to.equal('');
    field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(message.textContent, 'at once on leaving').to.equal('Please enter a name.');
    expect(field.getAttribute('aria-invalid')).to.equal('true');

    type(field, 'Gifts');
    expect(message.textContent, 'a fix clears at once').to.equal('');
    expect(field.hasAttribute('aria-invalid')).to.equal(false);
    messages.stop();
    expect(element.querySelector('.form-inlineMessage')).to.equal(null);
    expect(field.getAttribute('aria-describedby')).to.equal('hint');
    element.remove();
  });

  it('shows the error when the delay has passed', async () => {
    const element = form('<input name="wishlistname">');
    const messages = inlineMessages(
      element,
      { wishlistname: () => ({ rules: [{ type: 'presence', message: 'Please enter a name.' }] }) },
      10,
    );
    type(element.querySelector('input')!, ' ');
    const message = element.querySelector('.form-inlineMessage')!;
    await waitUntil(() => message.textContent === 'Please enter a name.', 'the message after the delay');
    messages.stop();
    element.remove();
  });

  it('checks every field on submit, finds a field swapped for another of the same name, and skips fields without rules', () => {
    const element = form(
      '<select name="country_id"><option value="">Choose</option><option value="81">Germany</option></select><input name="state">',
    );
    let stateRequired = false;
    const messages = inlineMessages(element, {
      country_id: () => ({ rules: [{ type: 'presence', message: 'Please choose a country.' }] }),
      state: () => (stateRequired ? { rules: [{ type: 'presence', message: 'Please choose a state.' }] } : null),
    });
    expect(messages.validateAll()).to.equal(element.querySelector('select'));
    (element.querySelector('select') as HTMLSelectElement).value = '81';
    expect(messages.validateAll()).to.equal(null);

    const list = document.createElement('select');
    list.name = 'state';
    list.append(new Option('Choose', ''), new Option('Bavaria', 'Bavaria'));
    element.querySelector('input[name="state"]')!.replaceWith(list);
    stateRequired = true;
    messages.refresh('state');
    expect(messages.validateAll()).to.equal(list);
    expect(list.getAttribute('aria-describedby')).to.match(/message/);
    expect(element.querySelectorAll('.form-inlineMessage')[1]!.textContent).to.equal('Please choose a state.');
    messages.stop();
    element.remove();
  });
});
