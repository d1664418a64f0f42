// Test helpers for the browser that need nothing above the shared layer: frames,
// waiting for a state, recorded states, captured warnings and a page context script.
import { resetPageContext } from './page-context.ts';
import { resetStoreContext } from './store-context.ts';

export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

// The page's own timer, kept before a test's clock (react/test-support/clock.ts) takes
// over setTimeout: `until` polls in real time whatever the clock does.
const realSetTimeout = window.setTimeout.bind(window);

/** Waits until `check` passes (rendering is async), failing after `timeoutMs`. */
export async function until(check: () => boolean, message: string, timeoutMs = 3000): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > timeoutMs) throw new Error(`Timed out waiting: ${message}`);
    await new Promise((resolve) => realSetTimeout(resolve, 10));
  }
}

/**
 * What `read` returns after each change under `target` (attributes, text, children), read
 * in the change's own task: a state the page shows only until an answer lands is recorded
 * however fast that answer comes. `stop()` ends the recording and returns it.
 */
export function recordStates<State>(target: Node, read: () => State): { stop: () => State[] } {
  const states: State[] = [];
  const observer = new MutationObserver(() => states.push(read()));
  observer.observe(target, { attributes: true, characterData: true, childList: true, subtree: true });
  return {
    stop: () => {
      observer.disconnect();
      return states;
    },
  };
}

/** A promise the test settles itself: an answer, or a piece of work, that ends when the test says so. */
export interface Deferred<Value> {
  promise: Promise<Value>;
  resolve: (value: Value) => void;
  reject: (reason: unknown) => void;
}

export function deferred<Value = void>(): Deferred<Value> {
  let resolve: (value: Value) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<Value>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Collects console.warn calls while `run` runs (it sees them as they come). */
export async function captureWarnings(run: (warnings: readonly string[]) => Promise<void> | void): Promise<string[]> {
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
  };
  try {
    await run(warnings);
  } finally {
    console.warn = original;
  }
  return warnings;
}

/**
 * Gives the test page a page context script, as the platform renders one, and
 * forgets the cached context; the returned function removes it again.
 */
export function withPageContext(context: Record<string, unknown> | string, pageType = 'default'): () => void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.dataset.storeContext = '';
  script.dataset.pageType = pageType;
  script.textContent = typeof context === 'string' ? context : JSON.stringify(context);
  document.head.append(script);
  resetPageContext();
  resetStoreContext();
  return () => {
    script.remove();
    resetPageContext();
    resetStoreContext();
  };
}

/** What `promise` rejects with; fails the test when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}
