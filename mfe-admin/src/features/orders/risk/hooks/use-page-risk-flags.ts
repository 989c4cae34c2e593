import type { Order } from '@shop/contracts';
import { useMemo } from 'react';
import { useRiskFlagsQuery } from '../api/risk-api';

const NONE: ReadonlySet<string> = new Set();

/** The orders of a page the owner's rule marked when they were last checked (their Risk panel). */
export function usePageRiskFlags(orders: readonly Order[] | undefined): ReadonlySet<string> {
  const ids = useMemo(() => (orders ?? []).map((order) => order._id), [orders]);
  const { data } = useRiskFlagsQuery(ids, { skip: ids.length === 0 });
  return useMemo(() => (data ? new Set(data.flagged) : NONE), [data]);
}
