/**
 * Resolves in a later task of the main thread, so that what follows it runs as a task of its own:
 * a phone counts each task that holds the main thread for 50 ms or more against the page (a tap
 * waits for it). `scheduler.yield()` where the browser has it (the continuation goes before other
 * waiting tasks of the page), else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `steps` in order, each in a task of its own (the first in the caller's). A step that returns
 * a promise is waited for before the next task; one that starts work and returns nothing is not.
 */
export async function oneTaskEach(steps: ReadonlyArray<() => unknown>): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await nextTask();
    await step();
  }
}
