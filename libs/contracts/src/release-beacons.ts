/* ---------------------------------------------------------------------------------------------- *
 * Load beacons of the remotes' releases: the shell reports each remote's first load of a page and
 * every release that failed to load; the API counts them per release and 5-minute window and
 * aborts a canary whose loads fail too often (services/src/releases/README.md).
 * Dependency-free, like releases.ts.
 * ---------------------------------------------------------------------------------------------- */
import type { ReleaseRemote } from './releases';

/**
 * What a beacon reports: `loaded` (the remote's first module of the page loaded), or where a load
 * failed: its `manifest`, its `entry` script, or a `module` (the exposed code or its chunks).
 */
export const RELEASE_BEACON_STAGES = ['loaded', 'manifest', 'entry', 'module'] as const;
export type ReleaseBeaconStage = (typeof RELEASE_BEACON_STAGES)[number];
export type ReleaseFailureStage = Exclude<ReleaseBeaconStage, 'loaded'>;

/** `POST /api/releases/beacon` (public; `navigator.sendBeacon`). */
export interface ReleaseBeacon {
  remote: ReleaseRemote;
  version: string;
  stage: ReleaseBeaconStage;
}

/** The window beacons are counted in, and the canary rule (defaults; RELEASE_CANARY_* env). */
export const RELEASE_BEACON_WINDOW_MINUTES = 5;

/** Loads and failures of one release, all stored windows together, and its latest window. */
export interface ReleaseLoadCounts {
  remote: ReleaseRemote;
  version: string;
  loaded: number;
  failed: number;
  failedBy: Record<ReleaseFailureStage, number>;
  /** The latest window with beacons: its start (ISO 8601) and counts. */
  lastWindow: { start: string; loaded: number; failed: number };
}

/** `GET /api/admin/releases/load-counts`. */
export interface ReleaseLoadReport {
  windowMinutes: number;
  /** A canary is aborted when more than this percent of at least `minLoads` loads fail in one window. */
  abortPercent: number;
  minLoads: number;
  releases: ReleaseLoadCounts[];
}
