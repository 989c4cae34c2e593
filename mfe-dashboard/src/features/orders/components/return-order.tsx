import { notify } from '@shop/api-client';
import type { Order } from '@shop/contracts';
import { MAX_RETURN_REASON_LENGTH } from '@shop/contracts';
import { useFormat } from '@shop/i18n';
import { parseTypedNumber, useRulesForm } from '@shop/ui';
import { Button, Input, InputNumber, Modal } from 'antd';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { LineName, lineKey, useLineName } from '../../../components/line-name';
import { KnownMessage, Message } from '../../../components/message';
import { useDashboardT } from '../../../lib/i18n';
import { PHOTO_MAX_MB, PHOTO_TYPES, useUploadImageMutation } from '../../../lib/photo-upload';
import { useRequestReturnMutation } from '../api/orders-api';
import {
  RETURN_FORM_MESSAGES,
  type ReturnFormValues,
  returnableUnits,
  unitsField,
  validateReturnForm,
} from '../utils/return-form';

/**
 * 'Return' on a delivered order within its return window: a dialog to choose the lines and units,
 * the reason and — optionally — a photo (the same upload as Add Review: stored by the shop first,
 * then the request names it). Validated on submit, then on change; errors in red under each field.
 */
export function ReturnOrder({ order }: { order: Order }) {
  const { t } = useDashboardT();
  const f = useFormat();
  const [open, setOpen] = useState(false);
  const lineName = useLineName();
  const lines = order.lines.filter((line) => returnableUnits(line) > 0);
  const defaults: ReturnFormValues = {
    units: Object.fromEntries(lines.map((line) => [unitsField(line), lines.length === 1 ? 1 : 0])),
    reason: '',
    photo: null,
  };
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useRulesForm<ReturnFormValues>(validateReturnForm, defaults);
  const [uploadPhoto] = useUploadImageMutation();
  const [requestReturn] = useRequestReturnMutation();
  const ids = { reason: useId(), photo: useId(), units: useId() };

  const onValid = async (values: ReturnFormValues) => {
    let photo: string | undefined;
    if (values.photo) {
      const uploaded = await uploadPhoto(values.photo);
      if (!('data' in uploaded) || !uploaded.data?.success) return; // toasted
      photo = uploaded.data.data.url;
    }
    const result = await requestReturn({
      orderId: order._id,
      // Each line by its product and variant: an order may hold two variants of one product.
      lines: lines
        .map((line) => ({
          partId: line.partId,
          sku: line.sku,
          quantity: values.units[unitsField(line)] ?? 0,
        }))
        .filter((line) => line.quantity > 0),
      reason: values.reason.trim(),
      ...(photo ? { photo } : {}),
    });
    if ('data' in result && result.data) {
      notify.success(t('orders.returns.sent'));
      setOpen(false);
      reset(defaults);
    }
  };

  const error = (key: keyof ReturnFormValues) => {
    const message = (errors[key] as { message?: string } | undefined)?.message;
    return message ? (
      <p id={`${ids[key]}-error`} className="return-form__error">
        <KnownMessage message={message} known={RETURN_FORM_MESSAGES} />
      </p>
    ) : null;
  };

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('orders.returns.button')}
      </Button>
      <Modal
        open={open}
        centered
        destroyOnHidden
        title={t('orders.returns.title')}
        onCancel={() => setOpen(false)}
        footer={null}
      >
        <form
          className="return-form"
          noValidate
          aria-label={t('orders.returns.title')}
          onSubmit={(event) => void handleSubmit(onValid)(event)}
        >
          {order.returnableUntil && (
            <p className="my-orders__note">
              {t('orders.returns.until', { date: f.date(order.returnableUntil) })}
            </p>
          )}
          <fieldset className="return-form__lines" aria-describedby={`${ids.units}-error`}>
            <legend>{t('orders.returns.what')}</legend>
            {lines.map((line) => (
              <label key={lineKey(line)} className="return-form__line">
                <span>
                  <LineName line={line} />
                </span>
                <Controller
                  name={`units.${unitsField(line)}`}
                  control={control}
                  render={({ field }) => (
                    <InputNumber
                      size="small"
                      min={0}
                      max={returnableUnits(line)}
                      parser={parseTypedNumber}
                      value={field.value}
                      onChange={(value) => field.onChange(Number(value) || 0)}
                      aria-label={t('orders.returns.unitsOf', { name: lineName(line) })}
                    />
                  )}
                />
                <span className="my-orders__note">
                  {t('orders.returns.ofUnits', { count: returnableUnits(line) })}
                </span>
              </label>
            ))}
          </fieldset>
          {error('units')}
          <label htmlFor={ids.reason} className="return-form__label">
            {t('orders.returns.reason')}
          </label>
          <Controller
            name="reason"
            control={control}
            render={({ field }) => (
              <Input.TextArea
                {...field}
                id={ids.reason}
                rows={3}
                maxLength={MAX_RETURN_REASON_LENGTH}
                status={errors.reason ? 'error' : undefined}
                aria-invalid={errors.reason ? true : undefined}
                aria-describedby={errors.reason ? `${ids.reason}-error` : undefined}
              />
            )}
          />
          {error('reason')}
          <label htmlFor={ids.photo} className="return-form__label">
            {t('orders.returns.photo')}
          </label>
          <Controller
            name="photo"
            control={control}
            render={({ field: { onChange, onBlur, name, ref } }) => (
              <input
                ref={ref}
                id={ids.photo}
                type="file"
                name={name}
                accept={PHOTO_TYPES.join(',')}
                onBlur={onBlur}
                onChange={(event) => onChange(event.target.files?.[0] ?? null)}
              />
            )}
          />
          <p className="my-orders__note">
            <Message k="review.photoHint" values={{ size: PHOTO_MAX_MB }} />
          </p>
          {error('photo')}
          <Button type="primary" htmlType="submit" loading={isSubmitting}>
            {t('orders.returns.submit')}
          </Button>
        </form>
      </Modal>
    </>
  );
}

const RETURN_COLORS = {
  requested: 'gold',
  approved: 'blue',
  rejected: 'red',
  received: 'purple',
  refunded: 'green',
} as const;

/** Each return of the order: its lines, its state and the shop's note (why it was rejected). */
export function ReturnStates({ order }: { order: Order }) {
  const { t } = useDashboardT();
  const f = useFormat();
  if (!order.returns?.length) return null;
  const lineOf = (units: { partId: string; sku: string }) =>
    order.lines.find((line) => line.partId === units.partId && line.sku === units.sku) ??
    order.lines.find((line) => line.partId === units.partId);
  return (
    <ul className="my-orders__returns">
      {order.returns.map((ret) => (
        <li key={ret.id} data-testid="return-state" data-state={ret.state}>
          <span className={`my-orders__return my-orders__return--${RETURN_COLORS[ret.state]}`}>
            {t(`orders.returns.state.${ret.state}`)}
          </span>{' '}
          {ret.lines.map((l, index) => {
            const line = lineOf(l);
            return (
              <span key={lineKey(l)}>
                {index > 0 && ', '}
                {line && <LineName line={line} />} × {f.number(l.quantity)}
              </span>
            );
          })}
          {ret.state === 'refunded' && ret.refundedTaka !== undefined && (
            <span className="my-orders__note">
              {' '}
              {t('orders.returns.refunded', { amount: ret.refundedTaka })}
            </span>
          )}
          {ret.note && (
            <span className="my-orders__note" data-testid="return-note">
              {' '}
              {t('orders.returns.note')} <span translate="no">{ret.note}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
