import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Types } from 'mongoose';
import { NotificationRelay } from './notification-relay.service';
import { NotificationSender } from './notification-sender.service';

export const NOTIFICATIONS_POLL_MS = Symbol('NOTIFICATIONS_POLL_MS');

/** Work done per round at most, so one round never runs unbounded. */
const BATCH = 50;
export { BATCH as NOTIFICATIONS_BATCH };

/**
 * Every API process runs one: each `pollMs` it relays the orders' pending entries into the outbox
 * and sends what is due. It runs beside the requests — placing or moving an order never waits for
 * a mail server — and a mail server that is down only delays the messages (they wait in the outbox).
 * A round that found a whole batch to do is followed by the next one at once: under a sale's
 * orders the messages keep pace instead of 50 per poll (25 a second at the default 2 s). A round
 * sends the messages it relayed by their ids; the search of the outbox for anything else due (a
 * retry, a stopped process's leftovers) is made once a poll.
 */
@Injectable()
export class NotificationWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Notifications');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;
  /** When the scheduled rounds last searched the outbox, and whether that search found a whole batch. */
  private searchedAt = Number.NEGATIVE_INFINITY;
  private searchAgain = false;

  constructor(
    private readonly relay: NotificationRelay,
    private readonly sender: NotificationSender,
    @Inject(NOTIFICATIONS_POLL_MS) private readonly pollMs: number,
  ) {}

  onApplicationBootstrap(): void {
    if (this.pollMs > 0) this.schedule();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One round: relay what is pending, then send what is due. Returns how much was done. */
  async runOnce(now?: () => Date): Promise<{ relayed: number; sent: number }> {
    const { relayed, sent } = await this.round(now, true);
    return { relayed, sent };
  }

  /**
   * Relays what is pending, sends what that stored, then (with `searchOutbox`) whatever else is
   * due; `searched` is how many the search of the outbox found (a whole batch: there may be more).
   */
  private async round(
    now: (() => Date) | undefined,
    searchOutbox: boolean,
  ): Promise<{ relayed: number; sent: number; searched: number }> {
    // In batches (their commands are per batch, not per message); a batch relays one entry per
    // order, so an order's next entry is in the next one.
    let relayed = 0;
    const made: Types.ObjectId[] = [];
    while (relayed < BATCH && !this.stopped) {
      const done = await this.relay.relayBatch(now?.(), BATCH - relayed, made);
      if (done === 0) break;
      relayed += done;
    }
    // What this round stored is due now: sent by _id.
    let sent = 0;
    for (let from = 0; from < made.length && !this.stopped; from += BATCH) {
      sent += await this.sender.sendBatch(now?.(), BATCH, made.slice(from, from + BATCH));
    }
    // Then what else is due: retries after a failure, and what a process that stopped left behind.
    // That needs a search of the outbox, which on the embedded database reads every message ever
    // stored, so the scheduled rounds make it once a poll (more often only while it finds a whole
    // batch), not once per round of a sale's messages.
    let searched = 0;
    while (searchOutbox && searched < BATCH && !this.stopped) {
      const asked = BATCH - searched;
      const done = await this.sender.sendBatch(now?.(), asked);
      searched += done;
      // Fewer than asked: nothing else was due (a search more would read the outbox for nothing).
      if (done < asked) break;
    }
    return { relayed, sent: sent + searched, searched };
  }

  private schedule(delayMs = this.pollMs): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      let more = false;
      const searchOutbox =
        this.searchAgain || performance.now() - this.searchedAt >= this.pollMs;
      this.running = this.round(undefined, searchOutbox)
        .then(({ relayed, searched }) => {
          if (searchOutbox) this.searchedAt = performance.now();
          this.searchAgain = searched === BATCH;
          more = relayed === BATCH || this.searchAgain;
        })
        .catch((error: unknown) => this.logger.warn(`Notification round failed: ${String(error)}`))
        .finally(() => this.schedule(more ? 0 : this.pollMs));
    }, delayMs);
    this.timer.unref();
  }
}
