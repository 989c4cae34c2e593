import { describeApiError, notify } from '@shop/api-client';
import {
  CANARY_PERCENT_MAX,
  CANARY_PERCENT_MIN,
  type ChannelRemoteState,
  RELEASE_REMOTES,
  type ReleaseRemote,
} from '@shop/contracts';
import { useFormat } from '@shop/i18n';
import { PageHeader, TableFrame, type TableFrameColumn } from '@shop/ui';
import { Alert, Button, Input, InputNumber, Select, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAdminT } from '../../../lib/i18n';
import {
  type ReleaseChange,
  useChangeReleaseMutation,
  useReleaseLoadCountsQuery,
  useReleaseStatusQuery,
} from '../api/releases-api';
import { failedShare, isChannelChanged, type ReleaseRow, releaseRows } from '../utils/release-rows';
import '../../../components/admin.css';
import './releases.css';

const REASON_MAX = 300;
const DEFAULT_CANARY_PERCENT = 10;

/**
 * Releases: per remote what is live (stable), tried on some visitors (canary, with its percent)
 * and went back to when something breaks (last known good), its recent releases with their build,
 * commit, publisher and load counts, and the channel's changes — promote, canary, abort, roll back.
 * Each change names the channel revision the page showed: when someone else changed the channel
 * meanwhile, the API refuses it (409), the page says so and shows the channel as it is now.
 * Nothing else depends on this page: the shell's fallback and `npm run release` work without it.
 */
export function ReleasesPage() {
  const { t } = useAdminT();
  const status = useReleaseStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const counts = useReleaseLoadCountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [changeRelease, { isLoading: changing }] = useChangeReleaseMutation();
  const [pending, setPending] = useState<ReleaseChange>();
  const [reason, setReason] = useState('');

  const reload = () => {
    void status.refetch();
    void counts.refetch();
  };

  const confirm = async () => {
    if (!pending) return;
    const trimmed = reason.trim();
    const change = { ...pending, ...(trimmed ? { reason: trimmed } : {}) };
    setPending(undefined);
    setReason('');
    const result = await changeRelease(change);
    if ('error' in result) {
      // The page shows this endpoint's errors itself (not the toaster): a 409 on the revision
      // means someone else changed the channel; the channel is read again to decide anew.
      if (isChannelChanged(result.error)) notify.info(t('releases.changedMeanwhile'));
      else notify.error(describeApiError(result.error));
    } else {
      notify.success(
        t(`releases.done.${change.kind}`, {
          remote: t(`releases.remotes.${change.remote}`),
          version: change.version ?? '',
        }),
      );
    }
    reload();
  };

  const data = status.data;
  return (
    <section className="releases">
      <PageHeader title={t('releases.title')} lead={t('releases.lead')} />
      {status.isLoading && <Skeleton active />}
      {status.isError && (
        <Alert
          type="error"
          showIcon
          title={t('releases.loadError')}
          action={<Button onClick={reload}>{t('releases.retry')}</Button>}
        />
      )}
      {data && (
        <div className="releases__remotes">
          {RELEASE_REMOTES.map((remote) => (
            <RemoteReleases
              key={`${remote}:${data.revision}`}
              remote={remote}
              state={data.remotes[remote]}
              rows={releaseRows(
                remote,
                data.releases,
                data.remotes[remote],
                counts.data?.releases ?? [],
              )}
              busy={changing}
              onChange={(change) => setPending({ ...change, expectedRevision: data.revision })}
            />
          ))}
        </div>
      )}
      <ConfirmDialog
        open={pending !== undefined}
        title={pending ? t(`releases.confirm.${pending.kind}`, confirmValues(t, pending)) : ''}
        okText={pending ? t(`releases.actions.${pending.kind}`) : ''}
        danger={pending?.kind === 'abort' || pending?.kind === 'rollback'}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setPending(undefined);
          setReason('');
        }}
      >
        <p>{t('releases.confirm.nextLoad')}</p>
        <label className="releases__reason">
          <span>{t('releases.reason')}</span>
          <Input
            value={reason}
            maxLength={REASON_MAX}
            placeholder={t('releases.reasonPlaceholder')}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
      </ConfirmDialog>
    </section>
  );
}

function confirmValues(t: ReturnType<typeof useAdminT>['t'], change: ReleaseChange) {
  return {
    remote: t(`releases.remotes.${change.remote}`),
    version: change.version ?? '',
    percent: change.percent ?? 0,
  };
}

interface RemoteReleasesProps {
  remote: ReleaseRemote;
  state: ChannelRemoteState | undefined;
  rows: ReleaseRow[];
  busy: boolean;
  onChange: (change: Omit<ReleaseChange, 'expectedRevision'>) => void;
}

/** One remote: its place in the channel, the changes that apply to it, its recent releases. */
function RemoteReleases({ remote, state, rows, busy, onChange }: RemoteReleasesProps) {
  const { t } = useAdminT();
  const f = useFormat();
  const others = rows.filter((row) => row.release.version !== state?.stable);
  const [version, setVersion] = useState<string | undefined>(others[0]?.release.version);
  const [percent, setPercent] = useState<number>(state?.canary?.percent ?? DEFAULT_CANARY_PERCENT);
  const validPercent =
    Number.isInteger(percent) && percent >= CANARY_PERCENT_MIN && percent <= CANARY_PERCENT_MAX;

  const columns: TableFrameColumn<ReleaseRow>[] = [
    {
      key: 'version',
      title: t('releases.columns.version'),
      card: 'title',
      render: (_value, row) => (
        <span className="releases__version">
          <code translate="no">{row.release.version}</code>
          {row.roles.map((role) => (
            <Tag
              key={role}
              color={role === 'stable' ? 'green' : role === 'canary' ? 'gold' : 'blue'}
            >
              {t(`releases.roles.${role}`)}
            </Tag>
          ))}
        </span>
      ),
    },
    {
      key: 'build',
      title: t('releases.columns.build'),
      render: (_value, row) => (
        <span className="releases__build">
          <span>
            <span className="admin-muted">{t('releases.buildLabel')}</span>{' '}
            <code translate="no">{row.release.buildId}</code>
          </span>
          {row.release.gitCommit && (
            <span>
              <span className="admin-muted">{t('releases.commitLabel')}</span>{' '}
              <code translate="no">{row.release.gitCommit.slice(0, 10)}</code>
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'published',
      title: t('releases.columns.published'),
      render: (_value, row) => (
        <span className="releases__published">
          <span translate="no">{row.release.publishedBy.email}</span>
          <time dateTime={row.release.publishedAt}>{f.dateTime(row.release.publishedAt)}</time>
        </span>
      ),
    },
    {
      key: 'loads',
      title: t('releases.columns.loads'),
      render: (_value, row) =>
        row.counts ? (
          <span
            className={
              row.counts.failed > 0 ? 'releases__loads releases__loads--failed' : 'releases__loads'
            }
            data-testid="release-loads"
          >
            {t('releases.loads', {
              count: row.counts.loaded + row.counts.failed,
              failed: row.counts.failed,
              share: f.number(failedShare(row.counts), 1),
            })}
          </span>
        ) : (
          <span className="admin-muted">{t('releases.noLoads')}</span>
        ),
    },
  ];

  return (
    <article
      className="releases__remote"
      data-testid={`releases-${remote}`}
      aria-labelledby={`releases-${remote}-title`}
    >
      <h2 id={`releases-${remote}-title`} className="releases__remote-title">
        {t(`releases.remotes.${remote}`)} <code translate="no">{remote}</code>
      </h2>
      <dl className="releases__facts">
        <div>
          <dt>{t('releases.roles.stable')}</dt>
          <dd data-testid="release-stable">
            {state ? <code translate="no">{state.stable}</code> : t('releases.nothingLive')}
          </dd>
        </div>
        <div>
          <dt>{t('releases.roles.canary')}</dt>
          <dd data-testid="release-canary">
            {state?.canary ? (
              <>
                <code translate="no">{state.canary.version}</code>{' '}
                {t('releases.canaryShare', { percent: state.canary.percent })}
              </>
            ) : (
              t('releases.none')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('releases.roles.lastKnownGood')}</dt>
          <dd data-testid="release-last-known-good">
            {state?.lastKnownGood ? (
              <code translate="no">{state.lastKnownGood}</code>
            ) : (
              t('releases.none')
            )}
          </dd>
        </div>
      </dl>

      {rows.length > 0 && (
        <div
          className="releases__actions"
          role="group"
          aria-label={t('releases.actionsLabel', { remote: t(`releases.remotes.${remote}`) })}
        >
          <Select<string>
            className="releases__pick"
            value={version}
            onChange={setVersion}
            placeholder={t('releases.pickVersion')}
            aria-label={t('releases.pickVersion')}
            disabled={others.length === 0}
            options={others.map((row) => ({
              value: row.release.version,
              label: row.release.version,
            }))}
          />
          <Button
            type="primary"
            disabled={!version || busy}
            onClick={() => version && onChange({ kind: 'promote', remote, version })}
          >
            {t('releases.actions.promote')}
          </Button>
          <span className="releases__canary">
            <InputNumber<number>
              className="releases__percent"
              min={CANARY_PERCENT_MIN}
              max={CANARY_PERCENT_MAX}
              precision={0}
              value={percent}
              onChange={(value) => setPercent(value ?? Number.NaN)}
              suffix="%"
              aria-label={t('releases.percent')}
            />
            <Button
              disabled={!version || !state || !validPercent || busy}
              onClick={() => version && onChange({ kind: 'canary', remote, version, percent })}
            >
              {t('releases.actions.canary')}
            </Button>
          </span>
          {state?.canary && (
            <Button danger disabled={busy} onClick={() => onChange({ kind: 'abort', remote })}>
              {t('releases.actions.abort')}
            </Button>
          )}
          {state?.lastKnownGood && (
            <Button
              danger
              disabled={busy}
              onClick={() => onChange({ kind: 'rollback', remote, version: state.lastKnownGood })}
            >
              {t('releases.rollbackTo', { version: state.lastKnownGood })}
            </Button>
          )}
        </div>
      )}

      {rows.length === 0 ? (
        <p className="admin-muted">{t('releases.empty')}</p>
      ) : (
        <TableFrame<ReleaseRow>
          label={t('releases.recent', { remote: t(`releases.remotes.${remote}`) })}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.release.version}
          rowProps={(row) => ({
            'data-testid': 'release-row',
            'data-version': row.release.version,
          })}
          emptyText={t('releases.empty')}
        />
      )}
    </article>
  );
}
