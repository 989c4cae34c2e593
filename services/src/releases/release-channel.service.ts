import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import {
  type AuditAction,
  type ChannelRemoteState,
  type LiveReleases,
  RELEASE_REMOTE_NAMES,
  RELEASE_REMOTES,
  type ReleaseRemote,
  type ReleaseStatus,
} from '@shop/contracts';
import type { Model } from 'mongoose';
import { AuditService } from '../audit';
import type { AuthenticatedUser } from '../common';
import type { AppConfig } from '../config';
import { applyChange, type ChannelChange, targetVersion } from './channel-changes';
import { ReleaseGate } from './gate/release-gate';
import {
  ChannelChangedError,
  ReleaseIncompatibleError,
  ReleaseStateConflictError,
} from './releases-errors';
import { ReleasesService } from './releases.service';
import { ReleaseChannel } from './schemas/release-channel.schema';

/** What every change of the channel carries besides the change itself. */
export interface ChangeContext {
  admin: AuthenticatedUser;
  /** The revision the admin decided on; without one, the revision this change read. */
  expectedRevision?: number;
  reason?: string;
}

type ChannelRow = {
  _id: string;
  revision: number;
  remotes?: ReleaseChannel['remotes'];
  updatedAt?: Date;
};

const MONGO_DUPLICATE_KEY = 11000;

const AUDIT_ACTION: Record<ChannelChange['kind'], AuditAction> = {
  promote: 'release.promoted',
  rollback: 'release.rolled-back',
  canary: 'release.canary-started',
  abort: 'release.canary-aborted',
};

/**
 * The release channel of this API's environment (RELEASE_CHANNEL): what is live. Every change is
 * read → decided (channel-changes.ts) → written with ONE conditional update on the document's
 * `revision`: of two changes made at once, in one process or several, exactly one applies and
 * the other gets 409 RELEASE_CHANNEL_CHANGED with the channel as it is now.
 */
@Injectable()
export class ReleaseChannelService {
  constructor(
    @InjectModel(ReleaseChannel.name) private readonly channels: Model<ReleaseChannel>,
    private readonly releases: ReleasesService,
    private readonly config: ConfigService<AppConfig, true>,
    private readonly audit: AuditService,
  ) {}

  /** The compatibility gate a release passes before it is promoted or given a canary. */
  private readonly gate = new ReleaseGate(() => ({
    shellUrl: this.config.get('RELEASE_SHELL_URL', { infer: true }),
    token: this.config.get('RELEASE_CHECK_TOKEN', { infer: true }),
  }));

  private get environment(): string {
    return this.config.get('RELEASE_CHANNEL', { infer: true });
  }

  private async read(): Promise<ChannelRow> {
    const row = await this.channels.findById(this.environment).lean<ChannelRow>().exec();
    return row ?? { _id: this.environment, revision: 0, remotes: {} };
  }

  /** The channel and the recent releases (`npm run release -- status`). */
  async status(): Promise<ReleaseStatus> {
    const [channel, releases] = await Promise.all([this.read(), this.releases.recent()]);
    return { ...channelAnswer(channel), releases };
  }

  /** What is live, for the web servers' `/config.json` (public: versions and paths only). */
  async live(): Promise<LiveReleases> {
    const channel = await this.read();
    const remotes = channel.remotes ?? {};
    const wanted = RELEASE_REMOTES.flatMap((remote) => {
      const state = remotes[remote];
      if (!state) return [];
      return [
        { remote, version: state.stable },
        ...(state.canary ? [{ remote, version: state.canary.version }] : []),
        ...(state.lastKnownGood ? [{ remote, version: state.lastKnownGood }] : []),
      ];
    });
    const urls = await this.releases.manifestUrls(wanted);
    const live: LiveReleases['remotes'] = {};
    for (const remote of RELEASE_REMOTES) {
      const state = remotes[remote];
      const manifestUrl = state && urls.get(`${remote}@${state.stable}`);
      if (!state || !manifestUrl) continue;
      const canaryUrl = state.canary && urls.get(`${remote}@${state.canary.version}`);
      // The browser's second try when the live release fails to load (shell fallback plugin).
      const goodUrl = state.lastKnownGood && urls.get(`${remote}@${state.lastKnownGood}`);
      live[remote] = {
        name: RELEASE_REMOTE_NAMES[remote],
        version: state.stable,
        manifestUrl,
        ...(state.canary && canaryUrl
          ? { canary: { ...state.canary, manifestUrl: canaryUrl } }
          : {}),
        ...(state.lastKnownGood && goodUrl
          ? { lastKnownGood: { version: state.lastKnownGood, manifestUrl: goodUrl } }
          : {}),
      };
    }
    return { environment: this.environment, revision: channel.revision, remotes: live };
  }

  promote(remote: ReleaseRemote, version: string, context: ChangeContext) {
    return this.change(remote, { kind: 'promote', version }, context);
  }

  rollback(remote: ReleaseRemote, version: string | undefined, context: ChangeContext) {
    return this.change(remote, { kind: 'rollback', version }, context);
  }

  canary(remote: ReleaseRemote, version: string, percent: number, context: ChangeContext) {
    // The salt makes one canary's visitor buckets independent of another's (bucketing: README).
    const salt = randomBytes(8).toString('hex');
    return this.change(remote, { kind: 'canary', version, percent, salt }, context);
  }

  abort(remote: ReleaseRemote, context: ChangeContext) {
    return this.change(remote, { kind: 'abort' }, context);
  }

  private async change(
    remote: ReleaseRemote,
    change: ChannelChange,
    context: ChangeContext,
  ): Promise<ReleaseStatus> {
    const channel = await this.read();
    const revision = context.expectedRevision ?? channel.revision;
    if (revision !== channel.revision) {
      throw new ChannelChangedError(revision, channelAnswer(channel));
    }
    const before = channel.remotes?.[remote];
    const result = applyChange(before, change);
    if (!result.ok) {
      throw new ReleaseStateConflictError(remote, result.refusal, targetVersion(before, change));
    }
    // The release must exist and its stored files be the ones registered, before it is live.
    const target = targetVersion(before, change);
    const release = target ? await this.releases.intactRelease(remote, target) : undefined;
    // Going live, to everyone or to a share: the gate first. A rollback to the last known good
    // goes back to what was live and passed it, and must work even when the shell's web server
    // does not answer; a rollback to another named version is checked like a promote.
    const gated =
      change.kind === 'promote' ||
      change.kind === 'canary' ||
      (change.kind === 'rollback' && target !== before?.lastKnownGood);
    if (release && gated) {
      const reasons = await this.gate.reasons(release);
      if (reasons.length > 0) throw new ReleaseIncompatibleError(remote, release.version, reasons);
    }

    const updated = await this.write(revision, remote, result.state);
    if (!updated) throw new ChannelChangedError(revision, channelAnswer(await this.read()));

    await this.audit.record({
      action: AUDIT_ACTION[change.kind],
      actor: context.admin,
      target: {
        type: 'release',
        id: `${remote}@${result.to}`,
        label: `${remote} ${result.to}`,
      },
      changes: [
        {
          field: change.kind === 'canary' || change.kind === 'abort' ? 'canary' : 'stable',
          ...(result.from ? { before: result.from } : {}),
          ...(change.kind === 'abort' ? {} : { after: result.to }),
        },
        ...(change.kind === 'canary' ? [{ field: 'percent', after: change.percent }] : []),
        { field: 'revision', before: revision, after: revision + 1 },
      ],
      ...(context.reason ? { note: context.reason } : {}),
    });
    return { ...channelAnswer(updated), releases: [] };
  }

  /** The one conditional update: applies only while the channel is still at `revision`. */
  private async write(
    revision: number,
    remote: ReleaseRemote,
    state: ChannelRemoteState,
  ): Promise<ChannelRow | null> {
    try {
      return await this.channels
        .findOneAndUpdate(
          { _id: this.environment, revision },
          { $set: { [`remotes.${remote}`]: state, updatedAt: new Date() }, $inc: { revision: 1 } },
          // The first change creates the document; a second "first" change collides on _id.
          { new: true, upsert: revision === 0 },
        )
        .lean<ChannelRow>()
        .exec();
    } catch (error) {
      if ((error as { code?: number }).code === MONGO_DUPLICATE_KEY) return null;
      throw error;
    }
  }
}

function channelAnswer(row: ChannelRow): Omit<ReleaseStatus, 'releases'> {
  return {
    environment: row._id,
    revision: row.revision,
    remotes: row.remotes ?? {},
    ...(row.updatedAt ? { updatedAt: row.updatedAt.toISOString() } : {}),
  };
}
