/**
 * Ends the current task and resumes the caller in a new one, so the browser can
 * handle input and paint in between: work that would be one long task (over 50 ms
 * on a slow phone) becomes two shorter ones. `scheduler.yield()` where the browser
 * has it (the continuation goes ahead of other queued tasks), else a zero timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
