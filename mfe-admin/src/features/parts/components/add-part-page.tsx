import { describeApiError, notify } from '@shop/api-client';
import { Alert, Button, Input } from 'antd';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { PageHeader, useRulesForm } from '@shop/ui';
import { useAddPartMutation, useUploadPartPhotoMutation } from '../api/parts-api';
import {
  EMPTY_PRODUCT,
  PART_ADDED_MESSAGE,
  PART_FAILED_MESSAGE,
  PHOTO_TYPES,
  type ProductFormValues,
  toNewPart,
  validateProductForm,
} from '../utils/product-form';
import './parts.css';

export const ADD_PART_TITLE = 'Add a New Product';

/**
 * Spec §2 Add a New Product: Name, Price, Quantity, Description, Photo and 'Add', validated on
 * submit then on change with the spec's messages in red under each field (spec §5). On submit the
 * photo goes to the shop's image storage first; only when it is stored is the product created, so a
 * failed upload creates nothing. Success: 'Parts added successfully' and an empty form; failure:
 * 'Failed to add the Parts', with the API's reason under the form.
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

  const fail = (error: unknown) => {
    setFailure(describeApiError(error));
    notify.error(PART_FAILED_MESSAGE, { toastId: PART_FAILED_MESSAGE });
  };

  const send = async (values: ProductFormValues) => {
    if (!values.img) return;
    const uploaded = await uploadPhoto(values.img);
    if (!('data' in uploaded) || !uploaded.data?.success) return fail(uploaded.error);
    const added = await addPart(toNewPart(values, uploaded.data.data.url));
    if (!('data' in added) || !added.data?.insertedId) return fail(added.error);
    notify.success(PART_ADDED_MESSAGE);
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
    'aria-describedby': errors[key] ? `${idOf(key)}-error` : undefined,
  });
  const status = (key: keyof ProductFormValues) => (errors[key] ? ('error' as const) : undefined);

  const field = (key: keyof ProductFormValues, label: string, input: ReactNode, hint?: string) => (
    <div className="part-form__field">
      <label htmlFor={idOf(key)} className="part-form__label">
        {label}
      </label>
      {input}
      {errors[key]?.message ? (
        <p id={`${idOf(key)}-error`} className="part-form__error">
          {errors[key].message}
        </p>
      ) : (
        hint && <p className="part-form__hint">{hint}</p>
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
      <PageHeader
        title={ADD_PART_TITLE}
        lead="A new product is on sale on /shops as soon as it is added."
      />
      <form
        className="part-form"
        aria-label={ADD_PART_TITLE}
        noValidate
        onSubmit={(event) => {
          setFailure(null);
          void handleSubmit(onValid)(event);
        }}
      >
        {field('name', 'Name', text('name', { maxLength: 200 }))}
        <div className="part-form__row">
          {field(
            'price',
            'Price',
            text('price', { inputMode: 'decimal', prefix: 'Tk' }),
            'Whole taka; decimals are dropped.',
          )}
          {field(
            'quantity',
            'Quantity',
            text('quantity', { inputMode: 'numeric' }),
            'Units in stock.',
          )}
        </div>
        {field(
          'description',
          'Description',
          <Controller
            name="description"
            control={control}
            render={({ field: input }) => (
              <Input.TextArea
                {...input}
                {...a11y('description')}
                status={status('description')}
                rows={4}
              />
            )}
          />,
        )}
        {field(
          'img',
          'Photo',
          <Controller
            name="img"
            control={control}
            render={({ field: { onChange, onBlur, name, ref } }) => (
              <input
                key={photoInputKey}
                ref={ref}
                {...a11y('img')}
                type="file"
                name={name}
                accept={PHOTO_TYPES.join(',')}
                className="part-form__file"
                onBlur={onBlur}
                onChange={(event) => onChange(event.target.files?.[0] ?? null)}
              />
            )}
          />,
          'PNG, JPEG or WebP, up to 5 MB. The shop stores it in three sizes.',
        )}
        <Button type="primary" htmlType="submit" loading={sending} className="part-form__submit">
          Add
        </Button>
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      </form>
    </section>
  );
}
