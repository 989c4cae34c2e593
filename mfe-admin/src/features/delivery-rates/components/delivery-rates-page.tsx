import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { notify } from '@shop/api-client';
import { useFormat, useLanguage } from '@shop/i18n';
import {
  BANGLADESH_DISTRICTS,
  DELIVERY_ZONES,
  type DeliveryZone,
  MAX_SLABS_PER_ZONE,
  type RateTable,
  rateTableError,
  SHIPPING_MESSAGES,
  SHIPPING_MESSAGES_BN,
} from '@shop/rules';
import { PageHeader } from '@shop/ui';
import { Alert, Button, InputNumber, Select, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useAdminT } from '../../../lib/i18n';
import {
  type StoredRateTable,
  useDeliveryRatesQuery,
  useSaveDeliveryRatesMutation,
} from '../api/delivery-rates-api';
import './delivery-rates.css';

/**
 * The owner's delivery rate table: per zone (Dhaka city, Dhaka's suburbs, the rest of Bangladesh)
 * its weight slabs and the charge per extra kilogram, the cash-on-delivery fee (percent and/or
 * flat) and the promotion (the spec's "free in Dhaka" and "free for two products" by default).
 * Checked with the quote function's own rule before saving; the save is audit-logged by the API
 * and the next quote follows it.
 */
export function DeliveryRatesPage() {
  const { t } = useAdminT();
  const { data, isLoading, isError, refetch } = useDeliveryRatesQuery();
  return (
    <section className="delivery-rates">
      <PageHeader title={t('deliveryRates.title')} lead={t('deliveryRates.lead')} />
      {isLoading && <Skeleton active />}
      {isError && (
        <Alert
          type="error"
          showIcon
          title={t('deliveryRates.loadError')}
          action={<Button onClick={() => void refetch()}>{t('deliveryRates.retry')}</Button>}
        />
      )}
      {data && <RatesForm key={data.version} stored={data} />}
    </section>
  );
}

function RatesForm({ stored }: { stored: StoredRateTable }) {
  const { t } = useAdminT();
  const f = useFormat();
  const language = useLanguage();
  const [table, setTable] = useState<RateTable>(() => copy(stripped(stored)));
  const [problem, setProblem] = useState<ReturnType<typeof rateTableError>>();
  const [checked, setChecked] = useState(false);
  const [save, { isLoading: saving }] = useSaveDeliveryRatesMutation();
  useEffect(() => {
    if (checked) setProblem(rateTableError(table));
  }, [checked, table]);

  const setZone = (zone: DeliveryZone, change: (rate: RateTable['zones'][DeliveryZone]) => void) =>
    setTable((current) => {
      const next = copy(current);
      change(next.zones[zone]);
      return next;
    });
  const whole = (value: number | string | null) =>
    typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN;
  const errorAt = (path: string) =>
    problem?.path === path
      ? (language === 'bn' ? SHIPPING_MESSAGES_BN : SHIPPING_MESSAGES)[problem.message]
      : undefined;
  const fieldError = (path: string) => {
    const message = errorAt(path);
    return message ? (
      <p className="delivery-rates__error" role="alert">
        {message}
      </p>
    ) : null;
  };

  const onSave = async () => {
    setChecked(true);
    const found = rateTableError(table);
    setProblem(found);
    if (found) return;
    const result = await save({ ...table, version: stored.version });
    if ('data' in result && result.data) notify.success(t('deliveryRates.saved'));
  };

  return (
    <div className="delivery-rates__form">
      {stored.version === 0 ? (
        <p className="admin-muted">{t('deliveryRates.default')}</p>
      ) : (
        stored.updatedAt && (
          <p className="admin-muted" data-testid="rates-updated">
            {t('deliveryRates.updated', {
              who: stored.updatedBy ?? '',
              when: f.dateTime(stored.updatedAt),
            })}
          </p>
        )
      )}
      <div className="delivery-rates__zones">
        {DELIVERY_ZONES.map((zone) => {
          const rate = table.zones[zone];
          return (
            <fieldset key={zone} className="delivery-rates__zone" data-testid={`zone-${zone}`}>
              <legend>{t(`deliveryRates.zones.${zone}`)}</legend>
              <p className="admin-muted delivery-rates__hint">
                {t(`deliveryRates.zoneHints.${zone}`)}
              </p>
              <ol className="delivery-rates__slabs">
                {rate.slabs.map((slab, i) => (
                  <li key={i} className="delivery-rates__slab">
                    <label>
                      <span>{t('deliveryRates.upTo')}</span>
                      <InputNumber
                        aria-label={t('deliveryRates.upToLabel', {
                          zone: t(`deliveryRates.zones.${zone}`),
                          n: i + 1,
                        })}
                        data-testid={`rate-${zone}-${i}-grams`}
                        min={1}
                        step={100}
                        value={shown(slab.upToGrams)}
                        onChange={(value) =>
                          setZone(zone, (r) => (r.slabs[i].upToGrams = whole(value)))
                        }
                        suffix={t('deliveryRates.grams')}
                      />
                    </label>
                    <label>
                      <span>{t('deliveryRates.charge')}</span>
                      <InputNumber
                        aria-label={t('deliveryRates.chargeLabel', {
                          zone: t(`deliveryRates.zones.${zone}`),
                          n: i + 1,
                        })}
                        data-testid={`rate-${zone}-${i}-charge`}
                        min={0}
                        prefix="৳"
                        value={shown(slab.charge)}
                        onChange={(value) =>
                          setZone(zone, (r) => (r.slabs[i].charge = whole(value)))
                        }
                      />
                    </label>
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={t('deliveryRates.removeSlab', { n: i + 1 })}
                      disabled={rate.slabs.length === 1}
                      onClick={() => setZone(zone, (r) => r.slabs.splice(i, 1))}
                    />
                    {fieldError(`zones.${zone}.slabs.${i}.upToGrams`)}
                    {fieldError(`zones.${zone}.slabs.${i}.charge`)}
                  </li>
                ))}
              </ol>
              {fieldError(`zones.${zone}.slabs`)}
              <Button
                icon={<PlusOutlined />}
                disabled={rate.slabs.length >= MAX_SLABS_PER_ZONE}
                onClick={() =>
                  setZone(zone, (r) => {
                    const last = r.slabs[r.slabs.length - 1];
                    r.slabs.push({
                      upToGrams: (last?.upToGrams ?? 0) + 1000,
                      charge: last?.charge ?? 0,
                    });
                  })
                }
              >
                {t('deliveryRates.addSlab')}
              </Button>
              <label className="delivery-rates__extra">
                <span>{t('deliveryRates.extraPerKg')}</span>
                <InputNumber
                  data-testid={`rate-${zone}-extra`}
                  min={0}
                  prefix="৳"
                  value={shown(rate.extraPerKg)}
                  onChange={(value) => setZone(zone, (r) => (r.extraPerKg = whole(value)))}
                />
              </label>
              {fieldError(`zones.${zone}.extraPerKg`)}
            </fieldset>
          );
        })}
      </div>

      <fieldset className="delivery-rates__zone">
        <legend>{t('deliveryRates.cod')}</legend>
        <p className="admin-muted delivery-rates__hint">{t('deliveryRates.codHint')}</p>
        <div className="delivery-rates__row">
          <label>
            <span>{t('deliveryRates.codPercent')}</span>
            <InputNumber
              data-testid="cod-percent"
              min={0}
              step={0.5}
              suffix="%"
              value={shown(table.cod.percent)}
              onChange={(value) =>
                setTable({ ...table, cod: { ...table.cod, percent: whole(value) } })
              }
            />
          </label>
          <label>
            <span>{t('deliveryRates.codFlat')}</span>
            <InputNumber
              data-testid="cod-flat"
              min={0}
              prefix="৳"
              value={shown(table.cod.flat)}
              onChange={(value) =>
                setTable({ ...table, cod: { ...table.cod, flat: whole(value) } })
              }
            />
          </label>
        </div>
        {fieldError('cod.percent')}
        {fieldError('cod.flat')}
      </fieldset>

      <fieldset className="delivery-rates__zone">
        <legend>{t('deliveryRates.promotion')}</legend>
        <label className="delivery-rates__wide">
          <span>{t('deliveryRates.freeDistricts')}</span>
          <Select
            mode="multiple"
            data-testid="free-districts"
            value={table.promotion.freeDistricts}
            options={BANGLADESH_DISTRICTS.map((d) => ({ value: d.name, label: d.name }))}
            onChange={(freeDistricts: string[]) =>
              setTable({ ...table, promotion: { ...table.promotion, freeDistricts } })
            }
          />
        </label>
        {fieldError('promotion.freeDistricts')}
        <label>
          <span>{t('deliveryRates.freeFromItems')}</span>
          <InputNumber
            data-testid="free-from-items"
            min={1}
            placeholder={t('deliveryRates.never')}
            value={
              table.promotion.freeFromItems === null ? null : shown(table.promotion.freeFromItems)
            }
            onChange={(value) =>
              setTable({
                ...table,
                promotion: {
                  ...table.promotion,
                  freeFromItems: value === null ? null : whole(value),
                },
              })
            }
          />
        </label>
        {fieldError('promotion.freeFromItems')}
      </fieldset>

      <Button type="primary" size="large" loading={saving} onClick={() => void onSave()}>
        {t('deliveryRates.save')}
      </Button>
    </div>
  );
}

/** A deep copy of plain data (the table is JSON). */
const copy = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A number as the input shows it: an emptied input (NaN here) shows empty. */
const shown = (value: number) => (Number.isFinite(value) ? value : null);

/** The table alone (the answer also carries its version and who saved it). */
function stripped(stored: StoredRateTable): RateTable {
  return { zones: stored.zones, cod: stored.cod, promotion: stored.promotion };
}
