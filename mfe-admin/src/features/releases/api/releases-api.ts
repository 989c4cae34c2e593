import { api } from '@shop/api-client';
import type { ReleaseLoadReport, ReleaseRemote, ReleaseStatus } from '@shop/contracts';

/** A change of the release channel, as `POST /admin/releases/<kind>` takes it. */
export interface ReleaseChange {
  kind: 'promote' | 'canary' | 'abort' | 'rollback';
  remote: ReleaseRemote;
  version?: string;
  percent?: number;
  /** The revision the admin saw: a channel changed meanwhile answers 409 and nothing changes. */
  expectedRevision: number;
  reason?: string;
}

/**
 * The release channel and the releases (`GET /admin/releases`), each release's loads and failed
 * loads (`GET /admin/releases/load-counts`), and the channel's changes. The page asks again after
 * each change and each 409, so no tags are kept.
 */
export const releasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    releaseStatus: build.query<ReleaseStatus, void>({
      query: () => '/admin/releases',
    }),
    releaseLoadCounts: build.query<ReleaseLoadReport, void>({
      query: () => '/admin/releases/load-counts',
    }),
    changeRelease: build.mutation<ReleaseStatus, ReleaseChange>({
      query: ({ kind, ...body }) => ({ url: `/admin/releases/${kind}`, method: 'POST', body }),
    }),
  }),
});

export const { useReleaseStatusQuery, useReleaseLoadCountsQuery, useChangeReleaseMutation } =
  releasesApi;
