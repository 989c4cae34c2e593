import sharp from 'sharp';
import { ImageWorkBusyError, ImageWorkQueue, SHARP_THREADS_PER_IMAGE } from './image-work-queue';

/** A job that finishes when `release` is called, and tells when it started. */
function gate() {
  let release!: () => void;
  let started = false;
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    job: async () => {
      started = true;
      await done;
      return 'done';
    },
    release,
    get started() {
      return started;
    },
  };
}

describe('ImageWorkQueue', () => {
  it('runs one job at a time, in order', async () => {
    const queue = new ImageWorkQueue(1, 4);
    const first = gate();
    const second = gate();
    const a = queue.run(first.job);
    const b = queue.run(second.job);
    await Promise.resolve();
    expect([first.started, second.started]).toEqual([true, false]);
    expect(queue.load).toEqual({ running: 1, waiting: 1 });
    first.release();
    await expect(a).resolves.toBe('done');
    expect(second.started).toBe(true);
    second.release();
    await expect(b).resolves.toBe('done');
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a job at once (503 SERVER_BUSY, Retry-After) when the queue is full, and takes one again after', async () => {
    const queue = new ImageWorkQueue(1, 2);
    const gates = [gate(), gate(), gate()];
    const accepted = gates.map((g) => queue.run(g.job));
    const refused = queue.run(async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(ImageWorkBusyError);
    await expect(refused).rejects.toMatchObject({ statusCode: 503, code: 'SERVER_BUSY', retryAfterSeconds: 5 });
    gates[0].release();
    await accepted[0];
    const later = gate();
    const again = queue.run(later.job);
    for (const g of gates.slice(1)) g.release();
    later.release();
    await expect(Promise.all([...accepted, again])).resolves.toEqual(['done', 'done', 'done', 'done']);
  });

  it('passes a failing job’s error on and goes on with the next', async () => {
    const queue = new ImageWorkQueue(1, 4);
    const failing = queue.run(async () => {
      throw new Error('broken image');
    });
    const next = queue.run(async () => 42);
    await expect(failing).rejects.toThrow('broken image');
    await expect(next).resolves.toBe(42);
  });

  it('gives libvips one thread per image', () => {
    expect(sharp.concurrency()).toBe(SHARP_THREADS_PER_IMAGE);
  });
});
