// A clock the test moves, for the product's own delays (debounce, the validation
// feedback delay, autoplay, idle windows, time-outs): setTimeout and setInterval
// follow `tickAsync`; frames, microtasks, observers and the network run as usual,
// so rendering and requests still happen by themselves.
import { install, type Clock } from '@sinonjs/fake-timers';

export type TestClock = Clock & { uninstall: () => void };

/**
 * Takes over the page's timers until `uninstall()`; call it in a `finally` or `afterEach`.
 * A timer started before it (an element already open) is still cleared by the code
 * that started it, so a restarted delay runs on this clock alone.
 */
export function installClock(): TestClock {
  return install({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldClearNativeTimers: true }) as TestClock;
}
