import { expect, fixture } from '@open-wc/testing';
import { VALIDATION_FEEDBACK_DELAY_MS } from '../shared/constants.ts';
import { installClock } from '../react/test-support/clock.ts';
import { clearFaults, ensureSession, injectFault } from '../react/api/test-support/emulator.ts';
import { nextFrame, until } from '../shared/test-support.ts';
import { reviewRules, validateForm } from '../react/forms/validator.ts';
import './store-review-form.ts';
import { expectFocusOn } from '../react/test-support/focus.ts';

const MESSAGES = {
  rating: "The 'Rating' field cannot be blank.",
  subject: "The 'Review Subject' field cannot be blank.",
  name: "The 'Name' field cannot be blank.",
  comment: "The 'Comments' field cannot be blank.",
  email: 'Please use a valid email address, such as user@example.com.',
};

async function reviewForm() {
  const host = await fixture<HTMLElement>(`
    <store-review-form>
      <form class="review-form" action="/postreview.php" method="post">
        <input type="hidden" name="action" value="post_review">
        <input type="hidden" name="product_id" value="110">
        <label for="revrating">Rating</label>
        <select id="revrating" name="revrating" required><option value="">Choose a rating</option><option value="5">5</option><option value="1">1</option></select>
        <label for="revfromname">Your name</label><input id="revfromname" type="text" name="revfromname" required>
        <label for="revtitle">Review subject</label><input id="revtitle" type="text" name="revtitle" required>
        <label for="revtext">Comments</label><textarea id="revtext" name="revtext" required></textarea>
        <label for="revemail">Email address</label><input id="revemail" type="email" name="email" required>
        <button type="submit">Submit review</button>
      </form>
    </store-review-form>`);
  await until(() => host.hasAttribute('data-rendered'), 'rendered');
  const form = host.querySelector('form')!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const errorOf = (name: string) => document.getElementById(field(name).getAttribute('aria-describedby')!)!.textContent;
  const fill = (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) field(name).value = value;
  };
  return { host, form, field, errorOf, fill };
}

describe('<store-review-form> (spec §3 review, §5 review rules, §7)', () => {
  before(ensureSession);
  afterEach(clearFaults);

  it('requires rating, name, subject and comment and a valid email, with the review messages (spec §5)', () => {
    const errors = validateForm(reviewRules(), { revrating: '', revfromname: '', revtitle: ' ', revtext: '', email: 'ada@' });
    expect(errors).to.deep.equal({
      revrating: MESSAGES.rating,
      revfromname: MESSAGES.name,
      revtitle: MESSAGES.subject,
      revtext: MESSAGES.comment,
      email: MESSAGES.email,
    });
    const good = { revrating: '5', revfromname: 'Ada', revtitle: 'Dry', revtext: 'Kept me dry.' };
    expect(validateForm(reviewRules(), { ...good, email: '' }).email).to.equal(MESSAGES.email);
    expect(Object.values(validateForm(reviewRules(), { ...good, email: 'ada@example.com' }))).to.deep.equal([null, null, null, null, null]);
  });

  it('shows every message on submit, focuses the first invalid field and posts nothing', async () => {
    const { form, errorOf, field, host } = await reviewForm();
    form.requestSubmit();
    await until(() => errorOf('revrating') === MESSAGES.rating, 'rating message');
    expect(errorOf('revfromname')).to.equal(MESSAGES.name);
    expect(errorOf('revtitle')).to.equal(MESSAGES.subject);
    expect(errorOf('revtext')).to.equal(MESSAGES.comment);
    expect(errorOf('email')).to.equal(MESSAGES.email);
    expect(field('revrating').getAttribute('aria-invalid')).to.equal('true');
    expectFocusOn(field('revrating'), 'the rating field');
    expect(host.dataset.state).to.equal('ready');
  });

  it('waits 700 ms before showing a new error while typing, and clears it at once when fixed (spec §5, §9)', async () => {
    const { field, errorOf } = await reviewForm();
    const clock = installClock();
    try {
      field('email').value = 'ada@';
      field('email').dispatchEvent(new Event('input', { bubbles: true }));
      await clock.tickAsync(VALIDATION_FEEDBACK_DELAY_MS - 1);
      await nextFrame();
      expect(errorOf('email'), 'nothing a moment before the delay').to.equal('');
      await clock.tickAsync(1);
      await until(() => errorOf('email') === MESSAGES.email, 'email message at the delay');
      field('email').value = 'ada@example.com';
      field('email').dispatchEvent(new Event('input', { bubbles: true }));
      expect(errorOf('email')).to.equal('');
    } finally {
      clock.uninstall();
    }
  });

  it("posts a valid review as the platform's form does and says what the product page it answered with says", async () => {
    const { form, fill, host } = await reviewForm();
    fill({ revrating: '5', revfromname: 'Ada', revtitle: 'Dry all day', revtext: 'Kept me dry in a downpour.', email: 'ada@example.com' });
    form.requestSubmit();
    await until(() => host.dataset.state === 'success', 'posted', 8000);
    // The store's words (product.reviews.messages on the page it redirected to), not the theme's default.
    expect(host.querySelector('[role="status"]')!.textContent).to.equal('Thank you. Your review has been posted.');
    expect((form.elements.namedItem('revtitle') as HTMLInputElement).value).to.equal('');
    const page = await fetch('/products.php?productId=110').then((response) => response.text());
    expect(page).to.contain('Dry all day');
  });

  it("shows the error box of the platform's page as text, and its own message when the platform fails", async () => {
    const { form, fill, host } = await reviewForm();
    fill({ revrating: '5', revfromname: 'Ada', revtitle: 'Fine', revtext: 'Fine.', email: 'ada@example.com' });
    (form.elements.namedItem('product_id') as HTMLInputElement).value = '999999';
    form.requestSubmit();
    await until(() => host.dataset.state === 'error', 'refused', 8000);
    expect(host.querySelector('[role="alert"]')!.textContent).to.equal('The product could not be found.');
    expect((form.elements.namedItem('revtitle') as HTMLInputElement).value, 'what was typed stays').to.equal('Fine');
    (form.elements.namedItem('product_id') as HTMLInputElement).value = '110';
    await injectFault('/postreview.php', 'latency=300;status=400', 1);
    form.requestSubmit();
    await until(() => host.dataset.state === 'loading', 'sending');
    await until(() => host.dataset.state === 'error', 'failed again', 8000);
    await injectFault('/postreview.php', 'latency=300;malformed', 1);
    form.requestSubmit();
    await until(() => host.dataset.state === 'loading', 'sending');
    await until(() => host.dataset.state === 'error', 'malformed answer', 8000);
    expect(host.querySelector('[role="alert"]')!.textContent).to.equal('Your review could not be sent. Please try again.');
    expect(host.querySelector('button')!.textContent).to.equal('Submit review');
  });
});
