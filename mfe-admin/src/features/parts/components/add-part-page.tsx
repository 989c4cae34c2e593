import { describeApiError, notify } from '@shop/api-client';
import { TAKA_SYMBOL } from '@shop/i18n';
import { Alert, Button, Input } from 'antd';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormFileField, PageHeader, useRuleMessage, useRulesForm } from '@shop/ui';
import { useAdminT } from '../../../lib/i18n';
import { useAddPartMutation, useUploadPartPhotoMutation } from '../api/parts-api';
import {
  characterCount,
  EMPTY_PRODUCT,
  PHOTO_MAX_MB,
  PRODUCT_LIMITS,
  PHOTO_TYPES,
  photoMessageKey,
  type ProductFormValues,
  storedPrice,
  toNewPart,
  validateProductForm,
} from '../utils/product-form';
import './parts.css';

/** The fields with a hint under them (their limits), which describes them while there is no error. */
const HINTED: ReadonlySet<keyof ProductFormValues> = new Set(['price', 'quantity', 'img']);

/** One toast for a failure, however often Add is pressed. */
const FAILED_TOAST_ID = 'add-part-failed';

/**
 * Spec §2 Add a New Product: Name, Price, Quantity, Description, Photo and 'Add', validated on
 * submit then on change with the spec's messages in red under each field (spec §5). On submit the
 * photo goes to the shop's image storage first; only when it is stored is the product created, so a
 * failed upload creates nothing. Every limit the API enforces is said beside its field and checked
 * before the upload (`@shop/rules`' PRODUCT_LIMITS: the description with a character counter, a
 * price from ৳1 shown as the whole taka it is stored as). Bengali digits count as digits. Success:
 * 'Parts added successfully' naming the price and an empty form; failure: 'Failed to add the
 * Parts', with the API's reason under the form.
 */
export function AddPartPage() {
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useRulesForm<ProductFormValues>(validateProductForm, EMPTY_PRODUCT);
  const [uploadPhoto] = useUploadPartPhotoMutation();
  const [addPart] = useAddPartMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // Busy while the photo and the product are sent (not while the rules run: no spinner flicker).
  const [sending, setSending] = useState(false);
  // A file input cannot be emptied from React state: a new key gives a fresh, empty one.
  const [photoInputKey, setPhotoInputKey] = useState(0);
  const baseId = useId();
  const idOf = (key: keyof ProductFormValues) => `${baseId}-${key}`;
  const { t } = useAdminT();
  const ruleMessage = useRuleMessage();
  const price = storedPrice(useWatch({ control, name: 'price' }) ?? '');
  /** A field's message (English in the form state) in the active language. */
  const messageOf = (message: string) => {
    const key = photoMessageKey(message);
    return key ? t(key, { size: PHOTO_MAX_MB }) : ruleMessage(message);
  };
  const title = t('parts.add.title');

  const fail = (error: unknown) => {
    setFailure(describeApiError(error));
    notify.error(t('parts.add.failed'), { toastId: FAILED_TOAST_ID });
  };

  const send = async (values: ProductFormValues) => {
    if (!values.img) return;
    const uploaded = await uploadPhoto(values.img);
    if (!('data' in uploaded) || !uploaded.data?.success) return fail(uploaded.error);
    const part = toNewPart(values, uploaded.data.data.url);
    const added = await addPart(part);
    if (!('data' in added) || !added.data?.insertedId) return fail(added.error);
    notify.success(t('parts.add.added', { price: part.price }));
    reset(EMPTY_PRODUCT);
    setPhotoInputKey((key) => key + 1);
  };

  const onValid = async (values: ProductFormValues) => {
    setSending(true);
    try {
      await send(values);
    } finally {
      setSending(false);
    }
  };

  const a11y = (key: keyof ProductFormValues) => ({
    id: idOf(key),
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key]
      ? `${idOf(key)}-error`
      : HINTED.has(key)
        ? `${idOf(key)}-hint`
        : undefined,
  });
  const status = (key: keyof ProductFormValues) => (errors[key] ? ('error' as const) : undefined);
  /** antd's character counter, counting as the API does, in the active language's digits. */
  const counter = (max: number) => ({
    max,
    strategy: characterCount,
    show: ({ count }: { count: number }) => t('parts.add.characters', { used: count, max }),
  });

  const field = (
    key: keyof ProductFormValues,
    label: string,
    input: ReactNode,
    hint?: ReactNode,
  ) => (
    <div className="part-form__field">
      <label htmlFor={idOf(key)} className="part-form__label">
        {label}
      </label>
      {input}
      {errors[key]?.message ? (
        <p id={`${idOf(key)}-error`} className="part-form__error">
          {messageOf(errors[key].message)}
        </p>
      ) : (
        hint && (
          <p id={`${idOf(key)}-hint`} className="part-form__hint">
            {hint}
          </p>
        )
      )}
    </div>
  );

  const text = (key: 'name' | 'price' | 'quantity', extra: object = {}) => (
    <Controller
      name={key}
      control={control}
      render={({ field: input }) => (
        <Input {...input} {...a11y(key)} status={status(key)} autoComplete="off" {...extra} />
      )}
    />
  );

  return (
    <section className="part-form-page">
      <PageHeader title={title} lead={t('parts.add.lead')} />
      <form
        className="part-form"
        aria-label={title}
        noValidate
        onSubmit={(event) => {
          setFailure(null);
          void handleSubmit(onValid)(event);
        }}
      >
        {field('name', t('parts.add.name'), text('name', { count: counter(PRODUCT_LIMITS.name) }))}
        <div className="part-form__row">
          {field(
            'price',
            t('parts.add.price'),
            text('price', { inputMode: 'decimal', prefix: TAKA_SYMBOL }),
            <>
              {t('parts.add.priceHint', {
                min: PRODUCT_LIMITS.minPrice,
                max: PRODUCT_LIMITS.maxPrice,
              })}
              {price !== undefined && (
                <>
                  {' '}
                  <strong aria-live="polite">{t('parts.add.savedAs', { amount: price })}</strong>
                </>
              )}
            </>,
          )}
          {field(
            'quantity',
            t('parts.add.quantity'),
            text('quantity', { inputMode: 'numeric' }),
            t('parts.add.quantityHint', { max: PRODUCT_LIMITS.maxQuantity }),
          )}
        </div>
        {field(
          'description',
          t('parts.add.description'),
          <Controller
            name="description"
            control={control}
            render={({ field: input }) => (
              <Input.TextArea
                {...input}
                {...a11y('description')}
                status={status('description')}
                rows={4}
                count={counter(PRODUCT_LIMITS.description)}
              />
            )}
          />,
        )}
        {field(
          'img',
          t('parts.add.photo'),
          <FormFileField
            key={photoInputKey}
            control={control}
            name="img"
            id={idOf('img')}
            accept={PHOTO_TYPES.join(',')}
            buttonText={t('parts.add.choosePhoto')}
            emptyText={t('parts.add.noPhoto')}
            invalid={Boolean(errors.img)}
            describedBy={a11y('img')['aria-describedby']}
          />,
          t('parts.add.photoHint', { size: PHOTO_MAX_MB }),
        )}
        <Button type="primary" htmlType="submit" loading={sending} className="part-form__submit">
          {t('parts.add.submit')}
        </Button>
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      </form>
    </section>
  );
}
