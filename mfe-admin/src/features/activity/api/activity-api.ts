import { api } from '@shop/api-client';
import type { AuditAction, AuditEntryPage, AuditTargetType } from '@shop/contracts';

/** `GET /admin/activity`'s filters; each one optional. `from`/`to` are ISO 8601 instants. */
export interface ActivityQuery {
  actor?: string;
  action?: AuditAction;
  targetType?: AuditTargetType;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

/**
 * The audit log: `GET /admin/activity`, newest first. Read-only, and every admin action
 * elsewhere adds to it, so the page asks again each time it is opened rather than tracking tags.
 */
export const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    activityPage: build.query<AuditEntryPage, ActivityQuery>({
      query: (query) => {
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(query)) {
          if (value !== undefined && value !== '') search.set(key, String(value));
        }
        return `/admin/activity?${search}`;
      },
    }),
  }),
});

export const { useActivityPageQuery } = activityApi;
