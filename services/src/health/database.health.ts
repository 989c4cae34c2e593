import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import type { Connection } from 'mongoose';

/**
 * A real round trip to the database. Terminus's MongooseHealthIndicator only reads the connection's
 * readyState, which stays "connected" for up to a heartbeat (10 s) after the server has gone.
 */
@Injectable()
export class DatabaseHealthIndicator {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly indicators: HealthIndicatorService,
  ) {}

  async pingCheck<const Key extends string>(key: Key, timeoutMs: number): Promise<HealthIndicatorResult<Key>> {
    const check = this.indicators.check(key);
    const db = this.connection.db;
    if (!db) return check.down('not connected');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([db.admin().ping(), timeout]);
      return check.up();
    } catch (error) {
      return check.down(error instanceof Error ? error.message : 'ping failed');
    } finally {
      clearTimeout(timer);
    }
  }
}
