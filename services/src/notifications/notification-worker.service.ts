import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
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
 * orders the messages keep pace instead of 50 per poll (25 a second at the default 2 s).
 */
@Injectable()
export class NotificationWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Notifications');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;

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
    // In batches (their commands are per batch, not per message); a batch relays one entry per
    // order, so an order's next entry is in the next one.
    let relayed = 0;
    while (relayed < BATCH && !this.stopped) {
      const done = await this.relay.relayBatch(now?.(), BATCH - relayed);
      if (done === 0) break;
      relayed += done;
    }
    let sent = 0;
    while (sent < BATCH && !this.stopped) {
      const done = await this.sender.sendBatch(now?.(), BATCH - sent);
      if (done === 0) break;
      sent += done;
    }
    return { relayed, sent };
  }

  private schedule(delayMs = this.pollMs): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      let more = false;
      this.running = this.runOnce()
        .then(({ relayed, sent }) => {
          more = relayed === BATCH || sent === BATCH;
        })
        .catch((error: unknown) => this.logger.warn(`Notification round failed: ${String(error)}`))
        .finally(() => this.schedule(more ? 0 : this.pollMs));
    }, delayMs);
    this.timer.unref();
  }
}
