/**
 * One set of remote releases renders at a time in this process. The server build's federation
 * runtime holds one container per remote name: a render with a canary's storefront registers it
 * anew (`force`), which would swap the module under a render of the stable one still running. So
 * renders run in lanes: any number at once with the same releases; another set waits until they
 * are done, and renders that arrive behind a waiting set wait too (no lane starves the other).
 */
export interface ReleaseLanes {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
}

export function createReleaseLanes(): ReleaseLanes {
  let active: string | undefined;
  let running = 0;
  const waiting: Array<{ key: string; start: () => void }> = [];

  /** The lane of the first waiting render opens: every render waiting for it starts. */
  function next(): void {
    active = waiting[0]?.key;
    for (let i = 0; i < waiting.length;) {
      if (waiting[i].key === active) {
        const [entry] = waiting.splice(i, 1);
        running += 1;
        entry.start();
      } else {
        i += 1;
      }
    }
  }

  return {
    async run<T>(key: string, task: () => Promise<T>): Promise<T> {
      if ((active === undefined || active === key) && waiting.length === 0) {
        active = key;
        running += 1;
      } else {
        await new Promise<void>((start) => waiting.push({ key, start }));
      }
      try {
        return await task();
      } finally {
        running -= 1;
        if (running === 0) next();
      }
    },
  };
}
