import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import {
  ErrorCode,
  RELEASE_BEACON_WINDOW_MINUTES,
  type ReleaseBeacon,
  type ReleaseLoadReport,
  type ReleaseRemote,
} from '@shop/contracts';
import type { Model } from 'mongoose';
import { AppError, type AuthenticatedUser } from '../../common';
import type { AppConfig } from '../../config';
import { ReleaseChannelService } from '../release-channel.service';
import { ReleaseNotFoundError } from '../releases-errors';
import { ReleasesService } from '../releases.service';
import { type CanaryRule, failedPercent, failsCanaryRule, windowStart } from './canary-rule';
import { ReleaseLoadWindow } from './schemas/release-load-window.schema';

/** Who the audit log names for a canary the API aborted by itself. */
export const SYSTEM_ACTOR: AuthenticatedUser = {
  id: '000000000000000000000000',
  name: 'System',
  email: 'system@shop.local',
  role: 'admin',
};

const KEEP_DAYS = 30;
const MONGO_DUPLICATE_KEY = 11000;
/** A release known to be registered stays known (releases are never deleted); bounded memory. */
const KNOWN_RELEASES_MAX = 500;
/** A release over the threshold that is not the canary is looked up again at most this often. */
const RECHECK_MS = 5_000;

type WindowRow = Pick<ReleaseLoadWindow, 'loaded' | 'failed' | 'start'>;

/**
 * Counts the shell's load beacons per release and 5-minute window, and aborts a canary whose
 * window passes the rule (canary-rule.ts) through the channel's own conditional update: on the
 * revision it read, so a canary an admin changed meanwhile is left alone. Recorded in the audit
 * log as done by the system.
 */
@Injectable()
export class ReleaseBeaconsService {
  private readonly logger = new Logger(ReleaseBeaconsService.name);
  private readonly known = new Set<string>();
  private readonly notCanarySince = new Map<string, number>();

  constructor(
    @InjectModel(ReleaseLoadWindow.name) private readonly windows: Model<ReleaseLoadWindow>,
    private readonly releases: ReleasesService,
    private readonly channel: ReleaseChannelService,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  private get rule(): CanaryRule {
    return {
      abortPercent: this.config.get('RELEASE_CANARY_ABORT_PERCENT', { infer: true }),
      minLoads: this.config.get('RELEASE_CANARY_MIN_LOADS', { infer: true }),
    };
  }

  /** Counts one beacon; a release that was never registered is refused (nothing is stored). */
  async count(beacon: ReleaseBeacon, at = new Date()): Promise<void> {
    await this.requireRelease(beacon.remote, beacon.version);
    const start = windowStart(at);
    const counts = await this.increment(beacon, start);
    if (failsCanaryRule(counts, this.rule)) {
      await this.abortIfCanary(beacon.remote, beacon.version, counts, start);
    }
  }

  /** Every release's counts (the stored 30 days) and its latest window, newest window first. */
  async report(): Promise<ReleaseLoadReport> {
    const rows = await this.windows
      .aggregate<{
        _id: { remote: ReleaseRemote; version: string };
        loaded: number;
        failed: number;
        manifest: number;
        entry: number;
        module: number;
        lastStart: Date;
        lastLoaded: number;
        lastFailed: number;
      }>([
        { $sort: { start: -1 } },
        {
          $group: {
            _id: { remote: '$remote', version: '$version' },
            loaded: { $sum: '$loaded' },
            failed: { $sum: '$failed' },
            manifest: { $sum: { $ifNull: ['$failedBy.manifest', 0] } },
            entry: { $sum: { $ifNull: ['$failedBy.entry', 0] } },
            module: { $sum: { $ifNull: ['$failedBy.module', 0] } },
            lastStart: { $first: '$start' },
            lastLoaded: { $first: '$loaded' },
            lastFailed: { $first: '$failed' },
          },
        },
        { $sort: { lastStart: -1, '_id.remote': 1, '_id.version': 1 } },
      ])
      .exec();
    return {
      windowMinutes: RELEASE_BEACON_WINDOW_MINUTES,
      ...this.rule,
      releases: rows.map((row) => ({
        remote: row._id.remote,
        version: row._id.version,
        loaded: row.loaded,
        failed: row.failed,
        failedBy: { manifest: row.manifest, entry: row.entry, module: row.module },
        lastWindow: {
          start: row.lastStart.toISOString(),
          loaded: row.lastLoaded,
          failed: row.lastFailed,
        },
      })),
    };
  }

  private async requireRelease(remote: ReleaseRemote, version: string): Promise<void> {
    const key = `${remote}@${version}`;
    if (this.known.has(key)) return;
    const urls = await this.releases.manifestUrls([{ remote, version }]);
    if (!urls.has(key)) throw new ReleaseNotFoundError(remote, version);
    if (this.known.size >= KNOWN_RELEASES_MAX) this.known.clear();
    this.known.add(key);
  }

  /** One atomic `$inc` on the release's window (created by its first beacon). */
  private async increment(beacon: ReleaseBeacon, start: Date): Promise<WindowRow> {
    const failed = beacon.stage !== 'loaded';
    const update = {
      $setOnInsert: {
        remote: beacon.remote,
        version: beacon.version,
        start,
        expiresAt: new Date(start.getTime() + KEEP_DAYS * 86_400_000),
      },
      $inc: failed ? { failed: 1, [`failedBy.${beacon.stage}`]: 1 } : { loaded: 1 },
    };
    const id = `${beacon.remote}@${beacon.version}@${start.toISOString()}`;
    const apply = () =>
      this.windows
        .findOneAndUpdate({ _id: id }, update, {
          upsert: true,
          new: true,
          projection: { loaded: 1, failed: 1, start: 1 },
        })
        .lean<WindowRow>()
        .exec();
    try {
      return (await apply()) as WindowRow;
    } catch (error) {
      // Two first beacons of a window at once: one inserts, the other's upsert collides and is
      // an ordinary update when repeated.
      if ((error as { code?: number }).code !== MONGO_DUPLICATE_KEY) throw error;
      return (await apply()) as WindowRow;
    }
  }

  private async abortIfCanary(
    remote: ReleaseRemote,
    version: string,
    counts: WindowRow,
    start: Date,
  ): Promise<void> {
    const key = `${remote}@${version}`;
    const checked = this.notCanarySince.get(key);
    if (checked !== undefined && Date.now() - checked < RECHECK_MS) return;
    const status = await this.channel.status();
    if (status.remotes[remote]?.canary?.version !== version) {
      // A failing stable release is the admins' call (rollback), not the API's.
      this.notCanarySince.set(key, Date.now());
      return;
    }
    this.notCanarySince.delete(key);
    const { abortPercent, minLoads } = this.rule;
    const loads = counts.loaded + counts.failed;
    try {
      await this.channel.abort(remote, {
        admin: SYSTEM_ACTOR,
        expectedRevision: status.revision,
        reason:
          `Aborted automatically: ${counts.failed} of ${loads} loads failed ` +
          `(${failedPercent(counts)} %, more than ${abortPercent} % of at least ${minLoads}) ` +
          `in the ${RELEASE_BEACON_WINDOW_MINUTES} minutes from ${start.toISOString()}`,
      });
      this.logger.warn(`Canary ${remote} ${version} aborted: ${counts.failed}/${loads} failed`);
    } catch (error) {
      // Another API process aborted it first, or an admin changed the channel meanwhile.
      const code = error instanceof AppError ? error.code : undefined;
      if (code !== ErrorCode.RELEASE_CHANNEL_CHANGED && code !== ErrorCode.RELEASE_STATE_CONFLICT) {
        throw error;
      }
    }
  }
}
