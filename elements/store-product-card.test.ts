import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { quantityProblem } from '../react/product-card/ProductCard.tsx';
import { getCartQuantity, setCartQuantity } from '../react/stores/cart-quantity.ts';
import { clearFaults, ensureSession, injectFault, requestsSettled } from '../react/api/test-support/emulator.ts';
import { recordStates, until } from '../shared/test-support.ts';
import './store-product-card.ts';

// The card adds as the platform's client does (stencil-utils cart.itemAdd), not through its form's action.
const addRequests = () => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/remote/v1/cart/add')).length;

const wrappedLabel = html`<button type="submit">
  <span class="card-atc-label">Add to Cart</span><span class="is-srOnly">: Canvas Tote Bag</span>
</button>`;

async function card(button = wrappedLabel) {
  const element = await fixture<HTMLElement>(
    html`<store-product-card>
      <article class="card" data-product-id="101">
        <a href="/canvas-tote-bag/" class="card-figure" tabindex="-1" aria-hidden="true">
          <img
            class="card-image"
            src="/images/stencil/500x500/products/101/0.png"
            data-hover-image="/images/stencil/500x500/products/101/1.png"
            alt=""
            width="50"
            height="50"
          />
        </a>
        <h3 class="card-title"><a href="/canvas-tote-bag/">Canvas Tote Bag</a></h3>
        <form class="card-atc" action="/cart.php?action=add&amp;product_id=101" method="post" data-card-atc>
          <label for="qty-101">Quantity</label>
          <button type="button" data-card-qty="decrement" aria-label="Fewer">−</button>
          <input id="qty-101" type="number" name="qty[]" value="1" min="1" />
          <button type="button" data-card-qty="increment" aria-label="More">+</button>
          ${button}
        </form>
      </article>
    </store-product-card>`,
  );
  await until(() => element.hasAttribute('data-rendered'), 'rendered');
  const article = element.querySelector<HTMLElement>('article')!;
  return {
    element,
    article,
    input: element.querySelector<HTMLInputElement>('input[name="qty[]"]')!,
    form: element.querySelector('form')!,
    label: element.querySelector<HTMLElement>('.card-atc-label')!,
    alert: element.querySelector<HTMLElement>('[role="alert"]')!,
    status: element.querySelector<HTMLElement>('[role="status"]')!,
    step: (which: 'increment' | 'decrement') => element.querySelector<HTMLButtonElement>(`[data-card-qty="${which}"]`)!.click(),
  };
}

describe('<store-product-card> (spec §4 card add-to-cart, §5, §7, §9)', () => {
  before(ensureSession);
  afterEach(clearFaults);

  it("refuses 0 and non-numbers with the spec's messages", () => {
    expect(quantityProblem('0')).to.equal('You must enter a quantity!');
    expect(quantityProblem('00')).to.equal('You must enter a quantity!');
    expect(quantityProblem('two')).to.equal('Quantity must be a number!');
    expect(quantityProblem('')).to.equal('Quantity must be a number!');
    expect(quantityProblem('1.5')).to.equal('Quantity must be a number!');
    expect(quantityProblem(' 3 ')).to.equal(null);
  });

  it('shows the quantity message in the card and sends nothing', async () => {
    const { input, form, alert } = await card();
    const before = addRequests();
    input.value = '0';
    form.requestSubmit();
    await until(() => alert.textContent === 'You must enter a quantity!', 'message');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(addRequests()).to.equal(before);
  });

  it('steps the quantity, never below 1', async () => {
    const { input, step } = await card();
    step('decrement');
    expect(input.value).to.equal('1');
    step('increment');
    step('increment');
    expect(input.value).to.equal('3');
    step('decrement');
    expect(input.value).to.equal('2');
  });

  it('suppresses Enter in the quantity input', async () => {
    const { input } = await card();
    const before = addRequests();
    input.focus();
    await sendKeys({ press: 'Enter' });
    await requestsSettled();
    expect(addRequests()).to.equal(before);
  });

  it('adds in place: loading, then added; the cart quantity follows and the page is told', async () => {
    setCartQuantity(0, 'test');
    const { element, article, input, form, label, status } = await card();
    const added: Array<{ productId: number; quantity: number }> = [];
    element.addEventListener('cart-item-added', (event) => added.push(event.detail));
    // The loading state lasts until the answer lands: each state is read as it is shown.
    const states = recordStates(article, () => ({ adding: article.classList.contains('adding'), label: label.textContent }));
    input.value = '3';
    form.requestSubmit();
    await until(() => article.classList.contains('added'), 'complete state');
    expect(states.stop().find((state) => state.adding)).to.deep.equal({ adding: true, label: 'Adding…' });
    expect(article.classList.contains('adding')).to.equal(false);
    expect(label.textContent).to.equal('Added to cart');
    expect(status.textContent).to.equal('Added to your cart.');
    expect(getCartQuantity()).to.be.at.least(3);
    expect(added).to.deep.equal([{ productId: 101, quantity: 3, cartItemId: null, source: 'store-product-card' }]);

    input.value = '4';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await until(() => !article.classList.contains('added') && label.textContent === 'Add to Cart', 'back to default');
  });

  it('shows the wait and added messages in a plain button, then puts its content back', async () => {
    const { element, article, input, form } = await card(
      html`<button>Add to Cart<span class="is-srOnly">: Canvas Tote Bag</span></button>`,
    );
    element.setAttribute('wait-message', 'One moment');
    element.setAttribute('added-message', 'In your cart');
    const button = form.querySelector('button:not([data-card-qty])')!;
    const states = recordStates(article, () => ({
      adding: article.classList.contains('adding'),
      text: button.textContent,
      disabled: button.getAttribute('aria-disabled'),
    }));
    input.value = '1';
    form.requestSubmit();
    await until(() => article.classList.contains('added'), 'complete state');
    expect(states.stop().find((state) => state.adding)).to.deep.equal({ adding: true, text: 'One moment', disabled: 'true' });
    expect(button.textContent).to.equal('In your cart');

    input.value = '2';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await until(() => !article.classList.contains('added'), 'back to default');
    expect(button.innerHTML).to.equal('Add to Cart<span class="is-srOnly">: Canvas Tote Bag</span>');
  });

  it('sends one request for a double click', async () => {
    const { form } = await card();
    const before = addRequests();
    form.requestSubmit();
    form.requestSubmit();
    await until(() => form.closest('article')!.classList.contains('added'), 'added');
    expect(addRequests()).to.equal(before + 1);
  });

  it("shows the platform's reason when it refuses, and the button works again", async () => {
    const { article, input, form, alert, label } = await card();
    input.value = '10000';
    form.requestSubmit();
    await until(() => alert.textContent === 'Please enter a quantity between 1 and 9999.', 'refusal shown');
    expect(article.classList.contains('adding')).to.equal(false);
    expect(label.textContent).to.equal('Add to Cart');
  });

  it('says it could not add when the platform fails', async () => {
    await injectFault('/remote/v1/cart/add', 'status=500', 1);
    const { form, alert } = await card();
    form.requestSubmit();
    await until(() => alert.textContent === 'This could not be added to your cart. Please try again.', 'failure shown');
  });

  it('shows the second image on hover and focus, and the first again after', async () => {
    const { article } = await card();
    const image = article.querySelector('img')!;
    article.dispatchEvent(new PointerEvent('pointerenter'));
    await until(() => image.src.endsWith('/101/1.png'), 'hover image');
    article.dispatchEvent(new PointerEvent('pointerleave'));
    await until(() => image.src.endsWith('/101/0.png'), 'first image again', 2000);
    article.querySelector<HTMLAnchorElement>('.card-title a')!.focus();
    await until(() => image.src.endsWith('/101/1.png'), 'hover image on focus', 2000);
  });
});
