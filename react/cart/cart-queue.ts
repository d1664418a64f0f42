// The cart page's one way of coordinating requests. It changes one thing at a time:
// a quantity, a removal, a code. The platform's answers then arrive in the order the
// changes were made, and the lines are refreshed from the server once, when the last
// queued change is done, so the page never shows an older cart over a newer one.
// Reads that change nothing (a country's states, shipping quotes, gift wrapping
// options) go through `latest`: a newer read of the same kind aborts the older one,
// so the last answer asked for is the one shown.

export interface CartChange {
  /** What the change is about (`line:{id}`, `code:coupon`): a newer change of the same key replaces a queued one. */
  key: string;
  /** The exact change (`update:{id}:3`, `remove:{id}`): the same change twice (a double click) is sent once. */
  signature: string;
  run: (signal: AbortSignal) => Promise<void>;
}

export type ChangeOutcome = { status: 'done' } | { status: 'failed'; error: unknown } | { status: 'duplicate' } | { status: 'replaced' };

export type ReadOutcome<Value> = { status: 'done'; value: Value } | { status: 'failed'; error: unknown } | { status: 'replaced' };

interface Queued {
  change: CartChange;
  settle: (outcome: ChangeOutcome) => void;
}

export class CartQueue {
  private readonly waiting: Queued[] = [];
  private running: Queued | null = null;
  private refreshing: AbortController | null = null;
  private refreshWanted = false;
  private idleWaiters: Array<() => void> = [];
  private readonly reads = new Map<string, AbortController>();

  /**
   * @param refresh asks the server for the cart and shows it; aborted when another change starts.
   */
  constructor(
    private readonly refresh: (signal: AbortSignal) => Promise<void>,
    /** Told when the queue starts working (true) and when it is idle again (false). */
    private readonly onBusyChange: (busy: boolean) => void = () => {},
  ) {}

  /** Queues a change; resolves with how it went. */
  enqueue(change: CartChange): Promise<ChangeOutcome> {
    if (this.running?.change.signature === change.signature || this.waiting.some((entry) => entry.change.signature === change.signature)) {
      return Promise.resolve({ status: 'duplicate' });
    }
    this.onBusyChange(true);
    // A refresh under way would show the cart from before this change.
    this.refreshing?.abort();
    this.refreshing = null;
    return new Promise<ChangeOutcome>((settle) => {
      const same = this.waiting.findIndex((entry) => entry.change.key === change.key);
      if (same >= 0) {
        this.waiting[same]!.settle({ status: 'replaced' });
        this.waiting[same] = { change, settle };
      } else {
        this.waiting.push({ change, settle });
      }
      void this.next();
    });
  }

  /**
   * A read of `key` (`states`, `quotes`): aborts the read of the same key under way, if
   * any; resolves `replaced` for a read a newer one overtook, whatever it answered.
   */
  async latest<Value>(key: string, run: (signal: AbortSignal) => Promise<Value>): Promise<ReadOutcome<Value>> {
    this.reads.get(key)?.abort();
    const controller = new AbortController();
    this.reads.set(key, controller);
    let outcome: ReadOutcome<Value>;
    try {
      outcome = { status: 'done', value: await run(controller.signal) };
    } catch (error) {
      outcome = { status: 'failed', error };
    }
    if (controller.signal.aborted) return { status: 'replaced' };
    this.reads.delete(key);
    return outcome;
  }

  /** Asks for a refresh once nothing is queued (e.g. after a change made outside the queue). */
  requestRefresh(): void {
    this.refreshWanted = true;
    void this.next();
  }

  /** Whether a change is being sent or waits. */
  get busy(): boolean {
    return this.running !== null || this.waiting.length > 0;
  }

  /** Resolves when every queued change is done and the refresh after them has finished. */
  idle(): Promise<void> {
    if (!this.busy && !this.refreshing && !this.refreshWanted) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private async next(): Promise<void> {
    if (this.running) return;
    const entry = this.waiting.shift();
    if (!entry) {
      await this.refreshWhenIdle();
      return;
    }
    this.running = entry;
    this.refreshWanted = true;
    let outcome: ChangeOutcome;
    try {
      await entry.change.run(new AbortController().signal);
      outcome = { status: 'done' };
    } catch (error) {
      outcome = { status: 'failed', error };
    }
    this.running = null;
    entry.settle(outcome);
    void this.next();
  }

  private async refreshWhenIdle(): Promise<void> {
    if (!this.refreshWanted || this.refreshing) {
      if (!this.refreshing) this.settleIdle();
      return;
    }
    this.refreshWanted = false;
    const controller = new AbortController();
    this.refreshing = controller;
    try {
      await this.refresh(controller.signal);
    } catch (error) {
      console.warn('Cart: the refresh failed;', error);
    } finally {
      if (this.refreshing === controller) this.refreshing = null;
    }
    // A change that arrived meanwhile aborted this refresh and will refresh again.
    if (!this.busy && !this.refreshing) {
      if (this.refreshWanted) void this.next();
      else this.settleIdle();
    }
  }

  private settleIdle(): void {
    this.onBusyChange(false);
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
