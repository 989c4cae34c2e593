import { Types } from 'mongoose';
import type { NotificationRelay } from './notification-relay.service';
import type { NotificationSender } from './notification-sender.service';
import { NOTIFICATIONS_BATCH, NotificationWorker } from './notification-worker.service';

/**
 * A relay and a sender with `pending` entries each, doing at most `max` per call as the real ones
 * do (the relay at most 7 a batch too, as when orders hold several entries each). The relay names
 * the messages it stores when `withIds`; `due` more messages wait in the outbox from the start (a
 * retry, a stopped process's), found only by a search.
 */
function fakes(pending: number, { withIds = false, due = 0 } = {}) {
  const done = { relayed: 0, sent: 0, searches: 0 };
  let unnamed = due;
  const relay = {
    relayBatch: jest.fn(async (_now: Date | undefined, max: number, made?: Types.ObjectId[]) => {
      const batch = Math.min(max, 7, pending - done.relayed);
      done.relayed += batch;
      if (withIds) made?.push(...Array.from({ length: batch }, () => new Types.ObjectId()));
      else unnamed += batch;
      return batch;
    }),
  } as unknown as NotificationRelay;
  const sender = {
    sendBatch: jest.fn(async (_now: Date | undefined, max: number, ids?: Types.ObjectId[]) => {
      if (!ids) done.searches += 1;
      const batch = ids ? Math.min(max, ids.length) : Math.min(max, unnamed);
      if (!ids) unnamed -= batch;
      done.sent += batch;
      return batch;
    }),
  } as unknown as NotificationSender;
  return { relay, sender, done };
}

describe('NotificationWorker', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps going at once while a round finds a whole batch, then waits a poll again', async () => {
    const pending = NOTIFICATIONS_BATCH * 2 + 20;
    const { relay, sender, done } = fakes(pending);
    const worker = new NotificationWorker(relay, sender, 2_000);
    worker.onApplicationBootstrap();

    // The first poll, and the rounds right after it while there was a whole batch to do: all of
    // it within 10 ms of the poll, not one batch per poll.
    await jest.advanceTimersByTimeAsync(2_000);
    for (let ms = 0; ms < 10; ms += 1) await jest.advanceTimersByTimeAsync(1);
    expect(done).toMatchObject({ relayed: pending, sent: pending });

    // Nothing left: the next round is a poll later.
    const calls = (relay.relayBatch as jest.Mock).mock.calls.length;
    await jest.advanceTimersByTimeAsync(1_900);
    expect((relay.relayBatch as jest.Mock).mock.calls.length).toBe(calls);
    await jest.advanceTimersByTimeAsync(200);
    expect((relay.relayBatch as jest.Mock).mock.calls.length).toBe(calls + 1);
    await worker.onModuleDestroy();
  });

  it('sends what a round relayed by id, and searches the outbox once a poll', async () => {
    const pending = NOTIFICATIONS_BATCH * 3 + 20;
    const { relay, sender, done } = fakes(pending, { withIds: true, due: 5 });
    const worker = new NotificationWorker(relay, sender, 2_000);
    worker.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(2_000);
    for (let ms = 0; ms < 10; ms += 1) await jest.advanceTimersByTimeAsync(1);
    // Four rounds back to back relayed and sent everything; only the first searched the outbox
    // (and found the 5 waiting there).
    expect(done).toEqual({ relayed: pending, sent: pending + 5, searches: 1 });
    // A poll later the next round searches again.
    await jest.advanceTimersByTimeAsync(2_000);
    expect(done.searches).toBe(2);
    await worker.onModuleDestroy();
  });

  it('does nothing with a poll of 0 (a process that only answers requests)', async () => {
    const { relay, sender } = fakes(10);
    const worker = new NotificationWorker(relay, sender, 0);
    worker.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(relay.relayBatch).not.toHaveBeenCalled();
    await worker.onModuleDestroy();
  });
});
