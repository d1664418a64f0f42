import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { interceptNavigation } from '../react/navigation.ts';
import * as z from 'zod/mini';
import { requestJson } from '../react/api/request.ts';
import { installClock, type TestClock } from '../react/test-support/clock.ts';
import { clearFaults, ensureSession, injectFault, requestsSettled } from '../react/api/test-support/emulator.ts';
import { captureWarnings, nextFrame, until } from '../shared/test-support.ts';
import './store-quick-search.ts';
import { expectFocusOn } from '../react/test-support/focus.ts';

const DEBOUNCE_MS = 1200; // spec §9

const searchRequests = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/search.php')).length;
const searchAnswered = (count: number) => until(() => searchRequests() >= count, 'the search answered', 4000);

async function quickSearch() {
  const element = await fixture<HTMLElement>(
    html`<store-quick-search>
      <form action="/search.php" data-url="/search.php" method="get" role="search">
        <label for="qs-input">Search the store</label>
        <input id="qs-input" name="search_query" type="search" />
        <button type="submit">Search</button>
      </form>
    </store-quick-search>`,
  );
  await until(() => element.querySelector('.quickSearch-trigger') !== null, 'rendered');
  return {
    element,
    trigger: element.querySelector<HTMLButtonElement>('.quickSearch-trigger')!,
    input: element.querySelector<HTMLInputElement>('input[name="search_query"]')!,
    results: element.querySelector<HTMLElement>('.quickSearchResults')!,
    status: element.querySelector<HTMLElement>('[role="status"]')!,
    form: element.querySelector('form')!,
  };
}

async function type(input: HTMLInputElement, text: string) {
  input.focus();
  input.select();
  await sendKeys({ type: text });
}

describe('<store-quick-search> (spec §2, §4, §5, §7, §8)', () => {
  // The debounce (spec §9) runs on a clock the tests move; requests and rendering run as usual.
  let clock: TestClock | undefined;
  before(ensureSession);
  afterEach(async () => {
    clock?.uninstall();
    clock = undefined;
    await clearFaults();
  });

  it('opens from its trigger with focus in the search box, and Esc closes back to the trigger', async () => {
    const { element, trigger, input } = await quickSearch();
    expect(element.querySelector('.quickSearch-panel')!.hasAttribute('hidden')).to.equal(true);
    trigger.click();
    await until(() => document.activeElement === input, 'input focused');
    expect(trigger.getAttribute('aria-expanded')).to.equal('true');
    expect(input.getAttribute('role')).to.equal('combobox');
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    await sendKeys({ press: 'Escape' });
    await until(() => trigger.getAttribute('aria-expanded') === 'false', 'closed');
    expectFocusOn(trigger, 'the trigger');
    expect(element.dataset.state).to.equal('closed');
  });

  it('searches 1200 ms after the last keystroke, from 3 characters, and shows the results with a count', async () => {
    const { trigger, input, results, status } = await quickSearch();
    clock = installClock();
    trigger.click();
    const before = searchRequests();
    await type(input, 'mu');
    await clock.tickAsync(DEBOUNCE_MS + 200);
    await requestsSettled();
    expect(searchRequests(), 'no search under 3 characters').to.equal(before);
    await sendKeys({ type: 'g' });
    await clock.tickAsync(DEBOUNCE_MS - 1);
    await requestsSettled();
    expect(searchRequests(), 'nothing before the debounce').to.equal(before);
    await clock.tickAsync(1);
    await until(() => !results.hidden && results.textContent!.includes('Enamel Camp Mug'), 'results shown', 4000);
    expect(searchRequests()).to.equal(before + 1);
    expect(input.getAttribute('aria-expanded')).to.equal('true');
    // The template's own message is announced (the server knows how to say it), else a count.
    const message = results.querySelector('.quickSearchMessage')?.textContent?.trim();
    expect(message).to.match(/^\d+ products? found for “mug”$/);
    expect(status.textContent).to.equal(message);
  });

  it("announces the server's message when nothing matches", async () => {
    const { trigger, input, status } = await quickSearch();
    trigger.click();
    await type(input, 'zzzq');
    await until(() => status.textContent === 'No products found for “zzzq”', 'no-results message', 4000);
  });

  it('shows the results of the last query typed, never an earlier slower one', async () => {
    const { trigger, input, results } = await quickSearch();
    clock = installClock();
    trigger.click();
    await injectFault('/search.php', 'latency=1500', 1);
    await type(input, 'tote');
    await clock.tickAsync(DEBOUNCE_MS); // the slow "tote" request is sent
    // A call of our own, sent after it and held as long: once it is answered, so is "tote".
    await injectFault('/api/storefront/cart-summary', 'latency=1500', 1);
    const toteAnswerSent = requestJson('/api/storefront/cart-summary', z.unknown());
    await type(input, 'mug');
    await clock.tickAsync(DEBOUNCE_MS);
    await until(() => results.textContent!.includes('Enamel Camp Mug'), 'mug results', 4000);
    await toteAnswerSent;
    await nextFrame();
    await nextFrame();
    expect(results.textContent).to.include('Enamel Camp Mug');
    expect(results.textContent).not.to.include('Canvas Tote Bag');
  });

  it('moves into the results with Down Arrow and back with Esc', async () => {
    const { trigger, input, results } = await quickSearch();
    trigger.click();
    await type(input, 'field guide');
    await until(() => !results.hidden && results.querySelector('a') !== null, 'results', 4000);
    await sendKeys({ press: 'ArrowDown' });
    expectFocusOn(results.querySelector('a'), 'the first result');
    await sendKeys({ press: 'Escape' });
    expectFocusOn(input, 'the input');
    await until(() => results.hidden === true, 'results collapsed');
    expect(input.getAttribute('aria-expanded')).to.equal('false');
  });

  it('ignores a failing search silently (spec §8)', async () => {
    const { trigger, input, results } = await quickSearch();
    trigger.click();
    await injectFault('/search.php', 'status=500');
    clock = installClock();
    const before = searchRequests();
    const warnings = await captureWarnings(async () => {
      await type(input, 'mug');
      await clock!.tickAsync(DEBOUNCE_MS);
      await searchAnswered(before + 1);
      await nextFrame();
      await nextFrame();
    });
    expect(results.hidden).to.equal(true);
    expect(warnings).to.deep.equal([]);
  });

  it("submits to the form's data-url with the encoded query; an empty submit does nothing", async () => {
    const { trigger, input, form } = await quickSearch();
    const visited: string[] = [];
    const restore = interceptNavigation((url) => visited.push(url));
    trigger.click();
    form.requestSubmit();
    expect(visited).to.deep.equal([]);
    input.value = 'camp mug & co';
    form.requestSubmit();
    restore();
    expect(visited).to.deep.equal(['/search.php?search_query=camp%20mug%20%26%20co']);
  });

  it('closes on a click outside', async () => {
    const { trigger } = await quickSearch();
    trigger.click();
    await until(() => trigger.getAttribute('aria-expanded') === 'true', 'open');
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await until(() => trigger.getAttribute('aria-expanded') === 'false', 'closed by outside click');
  });

  it('has no axe violations with results open', async () => {
    const { element, trigger, input, results } = await quickSearch();
    trigger.click();
    await type(input, 'fern');
    await until(() => !results.hidden, 'results', 4000);
    await expect(element).to.be.accessible();
  });

  it('warns when there is no form to enhance', async () => {
    const warnings = await captureWarnings(async () => {
      const element = await fixture<HTMLElement>(html`<store-quick-search><p>Search</p></store-quick-search>`);
      await until(() => element.querySelector('.quickSearch-trigger') !== null, 'rendered');
    });
    expect(warnings.some((warning) => warning.includes('<store-quick-search>'))).to.equal(true);
  });
});
