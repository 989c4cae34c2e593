import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import { releaseFolder, type ReleaseRecord, type ReleaseRemote } from '@shop/contracts';
import { type Model, Types } from 'mongoose';
import { AuditService } from '../audit';
import type { AuthenticatedUser } from '../common';
import type { AppConfig } from '../config';
import {
  ReleaseAlreadyPublishedError,
  ReleaseFilesMissingError,
  ReleaseIntegrityError,
  ReleaseNotFoundError,
} from './releases-errors';
import { MANIFEST_FILE, manifestFacts, readReleaseFile, sha384Integrity } from './release-store';
import { Release } from './schemas/release.schema';

/** What `npm run release -- publish` registers after it copied the files into the store. */
export interface ReleaseRegistration {
  remote: ReleaseRemote;
  version: string;
  buildId: string;
  /** SHA-384 of remoteEntry.js and of mf-manifest.json as the publisher computed them. */
  integrity: string;
  manifestIntegrity: string;
  /** The `@shop/contracts` version the release was built against (the gate compares it). */
  contractsVersion?: string;
  gitCommit?: string;
}

type ReleaseRow = Release & { _id: Types.ObjectId };

const MONGO_DUPLICATE_KEY = 11000;

/**
 * The release records: registered once, never changed. The only code that touches the Release
 * model; the channel (what is live) is ReleaseChannelService's.
 */
@Injectable()
export class ReleasesService {
  constructor(
    @InjectModel(Release.name) private readonly releases: Model<Release>,
    private readonly config: ConfigService<AppConfig, true>,
    private readonly audit: AuditService,
  ) {}

  private get storeDir(): string {
    return this.config.get('RELEASE_STORE_DIR', { infer: true });
  }

  /**
   * Registers a release whose files are in the store. The API reads them itself: the integrity
   * the publisher sent must be what is stored, and the shared and exposed modules come from the
   * stored manifest, not from the request.
   */
  async register(input: ReleaseRegistration, admin: AuthenticatedUser): Promise<ReleaseRecord> {
    const { remote, version } = input;
    if (await this.releases.exists({ remote, version }).exec()) {
      throw new ReleaseAlreadyPublishedError(remote, version);
    }
    const files = await this.storedFiles(remote, version);
    if (files.manifestIntegrity !== input.manifestIntegrity) {
      throw new ReleaseIntegrityError(remote, version, MANIFEST_FILE);
    }
    if (files.integrity !== input.integrity) {
      throw new ReleaseIntegrityError(remote, version, files.entryFile);
    }
    const folder = releaseFolder(remote, version);
    const release: Release = {
      remote,
      version,
      buildId: input.buildId,
      manifestUrl: `${folder}/${MANIFEST_FILE}`,
      entryUrl: `${folder}/${files.entryFile}`,
      integrity: files.integrity,
      manifestIntegrity: files.manifestIntegrity,
      shared: files.shared,
      exposes: files.exposes,
      ...(input.contractsVersion ? { contractsVersion: input.contractsVersion } : {}),
      ...(input.gitCommit ? { gitCommit: input.gitCommit } : {}),
      publishedBy: { userId: new Types.ObjectId(admin.id), email: admin.email },
      publishedAt: new Date(),
    };
    try {
      await this.releases.create(release);
    } catch (error) {
      // Two publishes of one version at once: the unique index lets one in.
      if ((error as { code?: number }).code === MONGO_DUPLICATE_KEY) {
        throw new ReleaseAlreadyPublishedError(remote, version);
      }
      throw error;
    }
    await this.audit.record({
      action: 'release.published',
      actor: admin,
      target: { type: 'release', id: `${remote}@${version}`, label: `${remote} ${version}` },
      changes: [{ field: 'buildId', after: input.buildId }],
    });
    return toRecord(release);
  }

  /** A registered release whose stored files still match its integrity (before it goes live). */
  async intactRelease(remote: ReleaseRemote, version: string): Promise<ReleaseRecord> {
    const row = await this.releases.findOne({ remote, version }).lean<ReleaseRow>().exec();
    if (!row) throw new ReleaseNotFoundError(remote, version);
    const files = await this.storedFiles(remote, version);
    if (files.manifestIntegrity !== row.manifestIntegrity) {
      throw new ReleaseIntegrityError(remote, version, MANIFEST_FILE);
    }
    if (files.integrity !== row.integrity) {
      throw new ReleaseIntegrityError(remote, version, files.entryFile);
    }
    return toRecord(row);
  }

  /** The releases named, by remote and version (for the live answer). */
  async manifestUrls(
    wanted: Array<{ remote: ReleaseRemote; version: string }>,
  ): Promise<Map<string, string>> {
    if (wanted.length === 0) return new Map();
    const rows = await this.releases
      .find({ $or: wanted.map(({ remote, version }) => ({ remote, version })) })
      .select({ remote: 1, version: 1, manifestUrl: 1 })
      .lean<Array<Pick<ReleaseRow, 'remote' | 'version' | 'manifestUrl'>>>()
      .exec();
    return new Map(rows.map((row) => [`${row.remote}@${row.version}`, row.manifestUrl]));
  }

  /** The latest releases of every remote, newest first. */
  async recent(limitPerRemote = 20): Promise<ReleaseRecord[]> {
    const rows = await this.releases
      .find({})
      .sort({ publishedAt: -1, _id: -1 })
      .limit(limitPerRemote * 3)
      .lean<ReleaseRow[]>()
      .exec();
    return rows.map(toRecord);
  }

  private async storedFiles(remote: string, version: string) {
    const manifest = await readReleaseFile(this.storeDir, remote, version, MANIFEST_FILE);
    if (!manifest) throw new ReleaseFilesMissingError(remote, version, MANIFEST_FILE);
    const facts = manifestFacts(manifest);
    const entry = await readReleaseFile(this.storeDir, remote, version, facts.entryFile);
    if (!entry) throw new ReleaseFilesMissingError(remote, version, facts.entryFile);
    return {
      ...facts,
      integrity: sha384Integrity(entry),
      manifestIntegrity: sha384Integrity(manifest),
    };
  }
}

function toRecord(row: Release): ReleaseRecord {
  return {
    remote: row.remote,
    version: row.version,
    buildId: row.buildId,
    manifestUrl: row.manifestUrl,
    entryUrl: row.entryUrl,
    integrity: row.integrity,
    manifestIntegrity: row.manifestIntegrity,
    shared: row.shared ?? [],
    exposes: row.exposes ?? [],
    ...(row.contractsVersion ? { contractsVersion: row.contractsVersion } : {}),
    ...(row.gitCommit ? { gitCommit: row.gitCommit } : {}),
    publishedBy: { userId: String(row.publishedBy.userId), email: row.publishedBy.email },
    publishedAt: row.publishedAt.toISOString(),
  };
}
