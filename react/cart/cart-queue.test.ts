import { expect } from '@open-wc/testing';
import { deferred, type Deferred } from '../../shared/test-support.ts';
import { CartQueue } from './cart-queue.ts';

describe('cart queue: one change at a time, one refresh after the last', () => {
  it('sends the same change once (a double click) and refreshes once at the end', async () => {
    const sent: string[] = [];
    let refreshes = 0;
    const queue = new CartQueue(async () => {
      refreshes++;
    });
    const change = { key: 'line:a', signature: 'remove:a', run: async () => void sent.push('remove:a') };
    const [first, second] = await Promise.all([queue.enqueue(change), queue.enqueue(change)]);
    await queue.idle();
    expect(first.status).to.equal('done');
    expect(second.status).to.equal('duplicate');
    expect(sent).to.deep.equal(['remove:a']);
    expect(refreshes).to.equal(1);
  });

  it('runs changes in order, and a newer change of the same line replaces a waiting one', async () => {
    const sent: string[] = [];
    const queue = new CartQueue(async () => {});
    // The first change is still waiting for its answer while the other two are queued.
    const answer = deferred();
    const update = (quantity: number) => ({
      key: 'line:a',
      signature: `update:a:${quantity}`,
      run: async () => {
        await answer.promise;
        sent.push(`a=${quantity}`);
      },
    });
    const settled = Promise.all([queue.enqueue(update(2)), queue.enqueue(update(3)), queue.enqueue(update(4))]);
    expect(sent).to.deep.equal([]);
    answer.resolve();
    const outcomes = await settled;
    expect(outcomes.map((outcome) => outcome.status)).to.deep.equal(['done', 'replaced', 'done']);
    expect(sent).to.deep.equal(['a=2', 'a=4']);
  });

  it('aborts a refresh under way when a change comes, and refreshes again after it', async () => {
    const signals: AbortSignal[] = [];
    // Each refresh is under way until the test answers it.
    const answers: Array<Deferred<void>> = [];
    const queue = new CartQueue((signal) => {
      signals.push(signal);
      const answer = deferred();
      answers.push(answer);
      return answer.promise;
    });
    await queue.enqueue({ key: 'x', signature: 'x', run: async () => {} });
    expect(signals).to.have.length(1);
    await queue.enqueue({ key: 'y', signature: 'y', run: async () => {} });
    expect(signals[0]!.aborted).to.equal(true);
    // The aborted refresh answers late, after the one the newer change asked for started.
    answers[0]!.resolve();
    answers[1]!.resolve();
    await queue.idle();
    expect(signals[0]!.aborted).to.equal(true);
    expect(signals).to.have.length(2);
    expect(signals[1]!.aborted).to.equal(false);
  });

  it('reports a failed change with its error and tells when it is busy and idle', async () => {
    const states: boolean[] = [];
    const queue = new CartQueue(
      async () => {},
      (busy) => states.push(busy),
    );
    const outcome = await queue.enqueue({ key: 'x', signature: 'x', run: async () => Promise.reject(new Error('refused')) });
    await queue.idle();
    expect(outcome.status).to.equal('failed');
    expect(outcome.status === 'failed' && (outcome.error as Error).message).to.equal('refused');
    expect(states[0]).to.equal(true);
    expect(states.at(-1)).to.equal(false);
  });
});

describe('cart queue: reads, the last one asked for wins', () => {
  it('aborts an older read of the same kind and reports it replaced, even when its answer comes last', async () => {
    const queue = new CartQueue(async () => {});
    const signals: AbortSignal[] = [];
    let answerFirst: (value: string) => void = () => {};
    const first = queue.latest('states', (signal) => {
      signals.push(signal);
      return new Promise<string>((resolve) => (answerFirst = resolve));
    });
    const second = queue.latest('states', async (signal) => {
      signals.push(signal);
      return 'Oregon';
    });
    expect(await second).to.deep.equal({ status: 'done', value: 'Oregon' });
    answerFirst('Ontario');
    expect(await first).to.deep.equal({ status: 'replaced' });
    expect(signals.map((signal) => signal.aborted)).to.deep.equal([true, false]);
  });

  it('keeps reads of different kinds apart, and reports a failure', async () => {
    const queue = new CartQueue(async () => {});
    const quotes = queue.latest('quotes', async () => 'quotes');
    const states = queue.latest('states', async () => {
      throw new Error('offline');
    });
    expect(await quotes).to.deep.equal({ status: 'done', value: 'quotes' });
    expect((await states).status).to.equal('failed');
  });
});
