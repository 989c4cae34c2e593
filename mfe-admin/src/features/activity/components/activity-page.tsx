import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditEntry } from '@shop/contracts';
import { useFormat } from '@shop/i18n';
import { useSearchParams } from '@shop/router';
import { PageHeader, pageParam, TableFrame, type TableFrameColumn } from '@shop/ui';
import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { ADMIN_PAGE_SIZE, indexColumn } from '../../../components/table-states';
import { useAdminT } from '../../../lib/i18n';
import { useActivityPageQuery } from '../api/activity-api';
import {
  actorFrom,
  dayFrom,
  dhakaDayRange,
  type WhatFilter,
  whatFrom,
  whatQuery,
} from '../utils/activity-filters';
import { ActivityChanges, ActivitySentence } from './activity-entry';
import { oneLine } from '../utils/one-line';
import '../../../components/admin.css';
import './activity.css';

const DAY_FORMAT = 'YYYY-MM-DD';

/**
 * The Activity page: the audit log, newest first, each entry a sentence ("Rahim changed
 * the price of Boat Airdopes 141 from ৳1,200 to ৳1,150") with when (Bangladesh time), every field
 * before → after and the reason given. Filters — who, what (a kind of thing or one action), which
 * days (Asia/Dhaka) — and the page live in the address: `?actor=&what=&from=&to=&page=`.
 */
export function ActivityPage() {
  const [params, setParams] = useSearchParams();
  const actor = actorFrom(params.get('actor'));
  const what = whatFrom(params.get('what'));
  const from = dayFrom(params.get('from'));
  const to = dayFrom(params.get('to'));
  const page = pageParam(params.get('page'));
  const { data, isLoading, isFetching, isError, refetch } = useActivityPageQuery(
    { actor, ...whatQuery(what), ...dhakaDayRange(from, to), page, limit: ADMIN_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const { t } = useAdminT();
  const f = useFormat();

  /** A new filter starts again at page 1; `null` removes one. */
  const go = (
    next: Partial<Record<'actor' | 'what' | 'from' | 'to', string | null>> & { page?: number },
  ) => {
    const search = new URLSearchParams(params);
    for (const key of ['actor', 'what', 'from', 'to'] as const) {
      if (!(key in next)) continue;
      const value = next[key];
      if (value) search.set(key, value);
      else search.delete(key);
    }
    if (next.page && next.page > 1) search.set('page', String(next.page));
    else search.delete('page');
    setParams(search);
  };

  const columns: TableFrameColumn<AuditEntry>[] = [
    indexColumn(t('table.index'), page, f.number, 64),
    {
      key: 'when',
      title: t('activity.columns.when'),
      width: 150,
      render: (_value, entry) => <time dateTime={entry.at}>{f.dateTime(entry.at)}</time>,
    },
    {
      key: 'what',
      title: t('activity.columns.what'),
      card: 'title',
      render: (_value, entry) => <ActivitySentence entry={entry} />,
    },
    {
      key: 'changes',
      title: t('activity.columns.changes'),
      render: (_value, entry) => <ActivityChanges entry={entry} />,
    },
  ];

  const filtered = Boolean(actor || what || from || to);
  const total = data?.total ?? 0;
  const whatOptions = [
    {
      label: t('activity.filters.kinds'),
      options: AUDIT_TARGET_TYPES.map((type) => ({
        value: `type:${type}`,
        label: t(`activity.kinds.${type}`),
      })),
    },
    {
      label: t('activity.filters.actions'),
      options: AUDIT_ACTIONS.map((action) => ({
        value: `action:${action}`,
        label: t(`activity.actions.${action}`),
      })),
    },
  ];

  return (
    <section className="activity">
      <PageHeader
        title={t('activity.title')}
        lead={
          data
            ? t(filtered ? 'activity.leadFiltered' : 'activity.lead', { count: total })
            : undefined
        }
        leadPending={!data}
      />
      <TableFrame<AuditEntry>
        label={t('activity.title')}
        toolbar={
          <>
            <Select<string>
              className="activity__filter"
              value={actor}
              allowClear
              placeholder={t('activity.filters.everyone')}
              aria-label={t('activity.filters.who')}
              options={(data?.actors ?? []).map((item) => ({
                value: item.userId,
                label: oneLine(item.name),
              }))}
              onChange={(value) => go({ actor: value ?? null })}
            />
            <Select<WhatFilter>
              className="activity__filter activity__filter--what"
              value={what}
              allowClear
              placeholder={t('activity.filters.everything')}
              aria-label={t('activity.filters.what')}
              options={whatOptions}
              onChange={(value) => go({ what: value ?? null })}
            />
            <DatePicker.RangePicker
              className="activity__dates"
              value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
              allowEmpty={[true, true]}
              format={DAY_FORMAT}
              inputReadOnly
              aria-label={t('activity.filters.when')}
              placeholder={[t('activity.filters.from'), t('activity.filters.to')]}
              onChange={(range) =>
                go({
                  from: range?.[0]?.format(DAY_FORMAT) ?? null,
                  to: range?.[1]?.format(DAY_FORMAT) ?? null,
                })
              }
            />
          </>
        }
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(entry) => entry._id}
        rowProps={(entry) => ({ 'data-testid': 'activity-row', 'data-action': entry.action })}
        loading={isLoading || isFetching}
        error={isError && { errorText: t('activity.loadError'), refetch }}
        emptyText={t(filtered ? 'activity.emptyFiltered' : 'activity.empty')}
        paging={{ page, pageSize: ADMIN_PAGE_SIZE, total, onChange: (next) => go({ page: next }) }}
      />
    </section>
  );
}
