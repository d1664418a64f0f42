import { expect } from '@open-wc/testing';
import { showWaitMessages } from './wait-buttons.ts';

describe('kuBtn wait message (spec §9)', () => {
  it('shows the wait message on click and marks the button busy, once', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<button type="button" class="kuBtn" data-wait-message="Adding…">Add</button><input type="button" class="kuBtn" value="Go">';
    const stop = showWaitMessages(root);
    const button = root.querySelector('button')!;
    button.click();
    expect(button.textContent).to.equal('Adding…');
    expect(button.getAttribute('aria-busy')).to.equal('true');
    expect(button.dataset.state).to.equal('waiting');
    const input = root.querySelector('input')!;
    input.click();
    expect(input.value).to.equal('Please wait…');
    stop();
  });

  it('lets the click go on: a form still submits', () => {
    const root = document.createElement('div');
    root.innerHTML = '<form><button class="kuBtn">Subscribe</button></form>';
    document.body.append(root);
    const stop = showWaitMessages(root);
    let submitted = 0;
    root.querySelector('form')!.addEventListener('submit', (event) => {
      submitted++;
      event.preventDefault();
    });
    root.querySelector('button')!.click();
    expect(submitted).to.equal(1);
    stop();
    root.remove();
  });

  it('ignores clicks elsewhere', () => {
    const root = document.createElement('div');
    root.innerHTML = '<button class="other">Keep</button>';
    const stop = showWaitMessages(root);
    root.querySelector('button')!.click();
    expect(root.querySelector('button')!.textContent).to.equal('Keep');
    stop();
  });
});
