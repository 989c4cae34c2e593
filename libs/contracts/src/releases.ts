/* ---------------------------------------------------------------------------------------------- *
 * Releases of the remotes: immutable release records and one channel per environment that says
 * which release of each remote is live (services/src/releases/README.md).
 * Dependency-free: the web server imports this file's source.
 * ---------------------------------------------------------------------------------------------- */

/** The remotes that are released on their own (their Nx project names). */
export const RELEASE_REMOTES = ['mfe-shop', 'mfe-dashboard', 'mfe-admin'] as const;
export type ReleaseRemote = (typeof RELEASE_REMOTES)[number];

/** Each remote's Module Federation name: its key in the runtime config's `remotes`. */
export const RELEASE_REMOTE_NAMES: Record<ReleaseRemote, string> = {
  'mfe-shop': 'mfe_shop',
  'mfe-dashboard': 'mfe_dashboard',
  'mfe-admin': 'mfe_admin',
};

/** `1.2.3`, `0.1.0+a1b2c3d4e5`, `1.0.0-rc.1+build.7`: semver with optional pre-release and build. */
// `[0-9]`, not `\d`: the OpenAPI document carries this pattern, and a Python `\d` (schemathesis)
// also matches other scripts' digits, which this JavaScript pattern refuses.
export const RELEASE_VERSION_PATTERN =
  /^[0-9]{1,6}\.[0-9]{1,6}\.[0-9]{1,6}(?:-[0-9A-Za-z.-]{1,40})?(?:\+[0-9A-Za-z.-]{1,40})?$/;
export const RELEASE_VERSION_MAX = 100;

/** A canary gets between 1 and 99 % of visitors (0 is no canary, 100 is a promote). */
export const CANARY_PERCENT_MIN = 1;
export const CANARY_PERCENT_MAX = 99;

/** Where a release's files are, below the store's `releases/` folder (served at `/releases/`). */
export function releaseFolder(remote: string, version: string): string {
  return `/releases/${remote}/${version}`;
}

/** A shared module of a release, as its `mf-manifest.json` declares it. */
export interface ReleaseSharedModule {
  name: string;
  version: string;
  requiredVersion: string;
  singleton: boolean;
}

/** One published release (immutable). */
export interface ReleaseRecord {
  remote: ReleaseRemote;
  version: string;
  buildId: string;
  /** Path of its `mf-manifest.json` on the web server (`/releases/<remote>/<version>/mf-manifest.json`). */
  manifestUrl: string;
  /** Path of its `remoteEntry.js`. */
  entryUrl: string;
  /** SHA-384 Subresource Integrity of `remoteEntry.js` (`sha384-…`). */
  integrity: string;
  /** SHA-384 of `mf-manifest.json`. */
  manifestIntegrity: string;
  shared: ReleaseSharedModule[];
  exposes: Array<{ name: string; path: string }>;
  /** The `@shop/contracts` version it was built against (the compatibility gate compares it). */
  contractsVersion?: string;
  gitCommit?: string;
  publishedBy: { userId: string; email: string };
  /** ISO 8601. */
  publishedAt: string;
}

/** A remote's place in a channel. */
export interface ChannelRemoteState {
  stable: string;
  lastKnownGood?: string;
  canary?: { version: string; percent: number; salt: string };
}

/** `GET /api/admin/releases`: the channel and the releases of each remote, newest first. */
export interface ReleaseStatus {
  environment: string;
  revision: number;
  remotes: Partial<Record<ReleaseRemote, ChannelRemoteState>>;
  /** ISO 8601; absent before the first change. */
  updatedAt?: string;
  releases: ReleaseRecord[];
}

/** One remote in `GET /api/releases/live`. */
export interface LiveRemote {
  /** The Module Federation name (the runtime config's key). */
  name: string;
  version: string;
  manifestUrl: string;
  canary?: { version: string; percent: number; salt: string; manifestUrl: string };
  /** The release before `version`: the browser's second try when the live one fails to load. */
  lastKnownGood?: { version: string; manifestUrl: string };
}

/**
 * `GET /api/releases/live` (public, no personal data): what the web server serves as the remotes
 * of `/config.json`. `revision` changes with every change of the channel.
 */
export interface LiveReleases {
  environment: string;
  revision: number;
  remotes: Partial<Record<ReleaseRemote, LiveRemote>>;
}

/**
 * The shell's web server renders a release's public pages before it goes live (the compatibility
 * gate of services/src/releases): `POST` with `Authorization: Bearer <RELEASE_CHECK_TOKEN>`.
 */
export const RELEASE_SMOKE_PATH = '/__releases/smoke';

export interface ReleaseSmokeRequest {
  remote: ReleaseRemote;
  version: string;
}

/** Each public page of the remote rendered on the server with that release. */
export interface ReleaseSmokeAnswer {
  pages: Array<{ path: string; ok: boolean; status?: number; error?: string }>;
}

/** One reason a release may not go live, in both languages (`RELEASE_INCOMPATIBLE`'s `reasons`). */
export interface ReleaseGateReason {
  message: string;
  messageBn: string;
}
