import { notify } from '@shop/api-client';
import { COD_COURIERS, type CodCourier } from '@shop/contracts';
import { useRulesForm } from '@shop/ui';
import { Button, Input, InputNumber, Select } from 'antd';
import { useEffect, useId } from 'react';
import { Controller } from 'react-hook-form';
import { useAdminT } from '../../../lib/i18n';
import { useRecordCodPayoutMutation } from '../api/cod-ledger-api';
import {
  MAX_PAYOUT_TAKA,
  payoutFormErrors,
  payoutRequest,
  type PayoutFormValues,
  todayInDhaka,
} from '../utils/payout-form';
import { useCourierName } from './courier-names';

/** What a row's "Record payment" puts in the form. */
export interface PayoutPrefill {
  courier: CodCourier;
  consignmentId: string;
  amount: number | null;
  /** Changes on every click, so the same row can fill the form again. */
  at: number;
}

const empty = (): PayoutFormValues => ({
  courier: '',
  paidOn: todayInDhaka(),
  reference: '',
  amount: null,
  consignmentId: '',
});

/**
 * Records a courier's payout: courier, the day it arrived, its reference and amount, and
 * optionally the one consignment it pays (else the API pays the oldest owed first). Checked on
 * submit, then on change, with the API's limits.
 */
export function PayoutForm({ prefill }: { prefill?: PayoutPrefill }) {
  const { t } = useAdminT();
  const courierName = useCourierName();
  const id = useId();
  const [record, { isLoading }] = useRecordCodPayoutMutation();
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useRulesForm<PayoutFormValues>(payoutFormErrors, empty());

  useEffect(() => {
    if (prefill)
      reset({
        ...empty(),
        courier: prefill.courier,
        consignmentId: prefill.consignmentId,
        amount: prefill.amount,
      });
  }, [prefill, reset]);

  const submit = handleSubmit(async (values) => {
    const result = await record(payoutRequest(values));
    // Errors are toasted by the API slice's middleware; the form keeps what was typed.
    if (!('data' in result) || !result.data) return;
    notify.success(
      t(result.data.duplicate ? 'codLedger.form.duplicate' : 'codLedger.form.recorded', {
        courier: courierName(result.data.courier),
        reference: result.data.reference,
        amount: result.data.amount,
      }),
    );
    reset(empty());
  });

  const error = (field: keyof PayoutFormValues) =>
    errors[field]?.message ? (
      <span id={`${id}-${field}-error`} role="alert" className="cod-ledger__error">
        {t(`codLedger.form.errors.${errors[field]?.message}`, { max: MAX_PAYOUT_TAKA })}
      </span>
    ) : null;
  const described = (field: keyof PayoutFormValues) =>
    errors[field] ? `${id}-${field}-error` : undefined;

  return (
    <form
      className="cod-ledger__panel"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="payout-form"
    >
      <h2 className="cod-ledger__panel-title">{t('codLedger.form.title')}</h2>
      <p className="admin-muted">{t('codLedger.form.lead')}</p>
      <div className="cod-ledger__fields">
        <div className="cod-ledger__field">
          <label htmlFor={`${id}-courier`}>{t('codLedger.form.courier')}</label>
          <Controller
            control={control}
            name="courier"
            render={({ field }) => (
              <Select<CodCourier | ''>
                id={`${id}-courier`}
                value={field.value || undefined}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                placeholder={t('codLedger.form.pickCourier')}
                options={COD_COURIERS.map((courier) => ({
                  value: courier,
                  label: courierName(courier),
                  title: courierName(courier),
                }))}
                aria-invalid={errors.courier ? true : undefined}
                aria-describedby={described('courier')}
              />
            )}
          />
          {error('courier')}
        </div>
        <div className="cod-ledger__field">
          <label htmlFor={`${id}-paidOn`}>{t('codLedger.form.paidOn')}</label>
          <Controller
            control={control}
            name="paidOn"
            render={({ field }) => (
              <Input
                id={`${id}-paidOn`}
                type="date"
                {...field}
                aria-invalid={errors.paidOn ? true : undefined}
                aria-describedby={described('paidOn')}
              />
            )}
          />
          {error('paidOn')}
        </div>
        <div className="cod-ledger__field">
          <label htmlFor={`${id}-reference`}>{t('codLedger.form.reference')}</label>
          <Controller
            control={control}
            name="reference"
            render={({ field }) => (
              <Input
                id={`${id}-reference`}
                {...field}
                autoComplete="off"
                translate="no"
                aria-invalid={errors.reference ? true : undefined}
                aria-describedby={described('reference')}
              />
            )}
          />
          {error('reference')}
        </div>
        <div className="cod-ledger__field">
          <label htmlFor={`${id}-amount`}>{t('codLedger.form.amount')}</label>
          <Controller
            control={control}
            name="amount"
            render={({ field }) => (
              <InputNumber<number>
                id={`${id}-amount`}
                className="cod-ledger__number"
                value={field.value}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                precision={0}
                min={1}
                max={MAX_PAYOUT_TAKA}
                aria-invalid={errors.amount ? true : undefined}
                aria-describedby={described('amount')}
              />
            )}
          />
          {error('amount')}
        </div>
        <div className="cod-ledger__field">
          <label htmlFor={`${id}-consignmentId`}>{t('codLedger.form.consignment')}</label>
          <Controller
            control={control}
            name="consignmentId"
            render={({ field }) => (
              <Input
                id={`${id}-consignmentId`}
                {...field}
                autoComplete="off"
                translate="no"
                aria-invalid={errors.consignmentId ? true : undefined}
                aria-describedby={`${id}-consignment-hint`}
              />
            )}
          />
          <span id={`${id}-consignment-hint`} className="admin-muted cod-ledger__hint">
            {t('codLedger.form.consignmentHint')}
          </span>
          {error('consignmentId')}
        </div>
      </div>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {t('codLedger.form.submit')}
      </Button>
    </form>
  );
}
