import type {
  ChannelRemoteState,
  ReleaseLoadCounts,
  ReleaseRecord,
  ReleaseRemote,
} from '@shop/contracts';

/** What a release is in its remote's channel now (a release can be none of these). */
export type ReleaseRole = 'stable' | 'canary' | 'lastKnownGood';

/** One release of a remote as the page lists it: the record, its role and its load counts. */
export interface ReleaseRow {
  release: ReleaseRecord;
  roles: ReleaseRole[];
  counts?: ReleaseLoadCounts;
}

export function rolesOf(version: string, state: ChannelRemoteState | undefined): ReleaseRole[] {
  if (!state) return [];
  return [
    ...(state.stable === version ? (['stable'] as const) : []),
    ...(state.canary?.version === version ? (['canary'] as const) : []),
    ...(state.lastKnownGood === version ? (['lastKnownGood'] as const) : []),
  ];
}

/** A remote's releases, newest first, with their roles and counts. */
export function releaseRows(
  remote: ReleaseRemote,
  releases: readonly ReleaseRecord[],
  state: ChannelRemoteState | undefined,
  counts: readonly ReleaseLoadCounts[],
): ReleaseRow[] {
  return releases
    .filter((release) => release.remote === remote)
    .map((release) => ({
      release,
      roles: rolesOf(release.version, state),
      counts: counts.find((row) => row.remote === remote && row.version === release.version),
    }));
}

/** The percent of failed loads, one decimal (0 without loads). */
export function failedShare(counts: Pick<ReleaseLoadCounts, 'loaded' | 'failed'>): number {
  const loads = counts.loaded + counts.failed;
  return loads === 0 ? 0 : Math.round((counts.failed * 1000) / loads) / 10;
}

/** Whether an error is the API's "the channel changed meanwhile" (409 RELEASE_CHANNEL_CHANGED). */
export function isChannelChanged(error: unknown): boolean {
  const data = (error as { data?: { code?: unknown } } | undefined)?.data;
  return (
    (error as { status?: unknown })?.status === 409 && data?.code === 'RELEASE_CHANNEL_CHANGED'
  );
}
