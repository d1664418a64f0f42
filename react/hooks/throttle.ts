/**
 * Calls `run` at most once per `waitMs`, always including a final call after the
 * last event (so a resize that stops mid-interval is still measured).
 */
export function throttle(run: () => void, waitMs: number): { (): void; cancel(): void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const throttled = () => {
    const now = performance.now();
    const remaining = waitMs - (now - last);
    if (remaining <= 0) {
      last = now;
      run();
      return;
    }
    if (timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        last = performance.now();
        run();
      }, remaining);
    }
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}
