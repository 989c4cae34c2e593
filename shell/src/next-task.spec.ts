import { nextTask, oneTaskEach } from './next-task';

/** Lets every pending promise callback run, without running timers. */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

describe('nextTask', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldTask = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldTask };
    await nextTask();
    expect(yieldTask).toHaveBeenCalledTimes(1);
  });

  it('else resolves from a timer, not within the current task', async () => {
    jest.useFakeTimers();
    let resolved = false;
    void nextTask().then(() => (resolved = true));
    await settle();
    expect(resolved).toBe(false);
    jest.runOnlyPendingTimers();
    await settle();
    expect(resolved).toBe(true);
  });
});

describe('oneTaskEach', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the first step at once and each next one in a task of its own', async () => {
    const ran: string[] = [];
    const done = oneTaskEach([() => ran.push('a'), () => ran.push('b'), () => ran.push('c')]);
    await settle();
    expect(ran).toEqual(['a']);
    jest.runOnlyPendingTimers();
    await settle();
    expect(ran).toEqual(['a', 'b']);
    jest.runOnlyPendingTimers();
    await settle();
    expect(ran).toEqual(['a', 'b', 'c']);
    await expect(done).resolves.toBeUndefined();
  });

  it("waits for a step's promise before the next step's task", async () => {
    const ran: string[] = [];
    let finish: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (finish = resolve));
    void oneTaskEach([() => first, () => ran.push('second')]);
    jest.runOnlyPendingTimers();
    await settle();
    expect(ran).toEqual([]);
    finish();
    await settle();
    jest.runOnlyPendingTimers();
    await settle();
    expect(ran).toEqual(['second']);
  });

  it('stops at a step that fails, and rejects with its error', async () => {
    const later = jest.fn();
    const done = oneTaskEach([() => Promise.reject(new Error('chunk failed')), later]);
    await expect(done).rejects.toThrow('chunk failed');
    jest.runOnlyPendingTimers();
    expect(later).not.toHaveBeenCalled();
  });
});
