import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { Loading } from './loading';

/** What an RTK Query hook answers, as far as showing its states goes. */
export interface QueryState<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The states every fetched block of the storefront shows (spec §4 and the issue): a loading
 * indicator, an error with Retry, an empty state when the list is empty, else the content.
 */
export function QueryResult<T>({
  query,
  loading,
  error,
  empty,
  children,
}: {
  query: QueryState<T>;
  /** Label of the loading indicator. */
  loading: string;
  /** Title of the error block. */
  error: string;
  /** Shown when the data is an empty list (omit for a single record). */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { data, isLoading, isError, isFetching, refetch } = query;
  if (isLoading) return <Loading label={loading} />;
  if (isError || data === undefined) {
    return <LoadError title={error} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (empty !== undefined && Array.isArray(data) && data.length === 0) return <>{empty}</>;
  return <>{children(data)}</>;
}

/** The usual empty state: a title and an optional line. */
export const emptyState = (title: string, text?: string) => (
  <EmptyState title={title}>{text && <p className="status-block__text">{text}</p>}</EmptyState>
);
