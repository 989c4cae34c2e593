import { busyPage, createRenderQueue, RenderQueueFull } from './render-queue';

/** A render the test finishes by hand. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { render: () => done.then(() => 'page'), finish };
}

describe('createRenderQueue', () => {
  it('runs `concurrency` renders at once, queues `queue` more and refuses the next at once', async () => {
    const queue = createRenderQueue({ concurrency: 2, queue: 1 });
    const renders = [held(), held(), held()];
    const started = renders.map((r) => queue.run(r.render));
    expect([queue.running, queue.waiting]).toEqual([2, 1]);
    await expect(queue.run(async () => 'extra')).rejects.toBeInstanceOf(RenderQueueFull);
    expect(queue.stats.refused).toBe(1);

    renders[0].finish();
    await started[0];
    // The queued render took the freed place.
    expect([queue.running, queue.waiting]).toEqual([2, 0]);
    renders[1].finish();
    renders[2].finish();
    await expect(Promise.all(started)).resolves.toEqual(['page', 'page', 'page']);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
    await expect(queue.run(async () => 'again')).resolves.toBe('again');
  });

  it('frees the place of a render that failed', async () => {
    const queue = createRenderQueue({ concurrency: 1, queue: 0 });
    await expect(queue.run(() => Promise.reject(new Error('API down')))).rejects.toThrow(
      'API down',
    );
    expect(queue.running).toBe(0);
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('busyPage', () => {
  it('says the shop is busy in both languages, the page’s own first, with no script', () => {
    const english = busyPage('en');
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<meta charset="utf-8">');
    expect(english.indexOf('try again')).toBeLessThan(english.indexOf('আবার চেষ্টা করুন'));
    const bengali = busyPage('bn');
    expect(bengali).toContain('<html lang="bn">');
    expect(bengali.indexOf('আবার চেষ্টা করুন')).toBeLessThan(bengali.indexOf('try again'));
    expect(bengali).not.toContain('<script');
  });
});
