import { skipToken, useAppSelector } from '@shop/api-client';
import { catalogueApi, useGetPartQuery } from '../api/catalogue-api';

/** The API's "no such product": 404, or 400 for an id that is not one (`/product/abc`). */
export function isMissingPart(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 400 || status === 404;
}

/**
 * How old (in seconds) a product answer may be when its page mounts before it is asked again. A
 * server-rendered page may come from the renderer's page cache, which lets the stock that orders
 * move lag by up to a second (`SSR_PAGE_CACHE_STOCK_LAG_MS`, web-server/src/page-cache.ts):
 * the page hydrates from the answer it was rendered with, whose time the state carries, and an
 * older one is topped up from the catalogue API at once (no 'Loading': the page keeps its data
 * until the fresh answer replaces it). The stock a customer books against is the current one.
 */
export const PART_MAX_AGE_S = 1;

/**
 * One product by id (`useGetPartQuery`), with `missing` when the API answered that it does not
 * exist. Such an answer is not asked again: the server rendered the not-found page from it and the
 * browser hydrates the same page from it (RTK Query would otherwise ask again for every new
 * subscriber of a failed query — 'Loading' in between, a second 404 in the console).
 */
export function usePart(partId: string | undefined) {
  const known = useAppSelector((state) => {
    const answer = partId ? catalogueApi.endpoints.getPart.select(partId)(state) : undefined;
    return Boolean(answer?.isError && isMissingPart(answer.error));
  });
  const query = useGetPartQuery(partId && !known ? partId : skipToken, {
    refetchOnMountOrArgChange: PART_MAX_AGE_S,
  });
  return { ...query, missing: known || (query.isError && isMissingPart(query.error)) };
}
