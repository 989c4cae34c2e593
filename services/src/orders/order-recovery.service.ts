import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { OrdersService } from './orders.service';

/** How often every instance looks for orders a crash left half done. */
export const ORDER_RECOVERY_INTERVAL_MS = 60_000;

/**
 * Crash recovery of orders (README.md): at start-up and then every minute, stale pending orders are
 * finished or undone and stock a crash kept is given back. Failures are logged, never fatal: the next
 * run tries again.
 */
@Injectable()
export class OrderRecoveryService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OrderRecoveryService.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(private readonly orders: OrdersService) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), ORDER_RECOVERY_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One recovery pass (never two at once in this instance). */
  runOnce(): Promise<void> {
    this.running ??= this.orders
      .recoverStaleOrders()
      .then((report) => {
        if (report.finished + report.undone + report.restocked + report.cleaned > 0) {
          this.logger.warn(
            `Order recovery: ${report.finished} finished, ${report.undone} undone, ${report.restocked} cancelled orders restocked, ${report.cleaned} stock records cleaned up`,
          );
        }
      })
      .catch((error: unknown) => {
        this.logger.error(
          `Order recovery failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}
