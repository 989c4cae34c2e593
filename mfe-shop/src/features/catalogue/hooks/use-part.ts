import { skipToken, useAppSelector } from '@shop/api-client';
import { catalogueApi, useGetPartQuery } from '../api/catalogue-api';

/** The API's "no such product": 404, or 400 for an id that is not one (`/product/abc`). */
export function isMissingPart(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 400 || status === 404;
}

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
  const query = useGetPartQuery(partId && !known ? partId : skipToken);
  return { ...query, missing: known || (query.isError && isMissingPart(query.error)) };
}
