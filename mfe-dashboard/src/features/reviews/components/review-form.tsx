import { notify, skipToken, assetUrl } from '@shop/api-client';
import { localizeDigits, useLanguage } from '@shop/i18n';
import { REVIEW_TEXT_LIMITS } from '@shop/rules';
import { FormFileField, useRulesForm } from '@shop/ui';
import { Button, Input, Rate } from 'antd';
import { cloneElement, type ReactElement, useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { KnownMessage, Message } from '../../../components/message';
import { useDashboardT } from '../../../lib/i18n';
import { useUploadImageMutation } from '../../../lib/photo-upload';
import {
  useAddReviewMutation,
  useDeliveredProductsQuery,
  useReviewedProductQuery,
} from '../api/reviews-api';
import {
  REVIEW_FORM_MESSAGES,
  REVIEW_PHOTO_MAX_MB,
  REVIEW_PHOTO_TYPES,
  type ReviewFormValues,
  validateReviewForm,
} from '../utils/review-form';

interface Props {
  /** The account's name, the Name field's default. */
  defaultName: string;
  /** The account's email (its orders are read by it). */
  email: string;
  /** The product to review first, when the page was opened from an order (`?partId=`). */
  partId?: string;
}

/**
 * Name, Retting, Review, Photo and 'Add' (spec §2/§5): validated on submit, then on change, with the
 * spec's messages in red under each field. Before them, beyond the spec, what the review is about:
 * the shop in general (the spec's review) or one of the customer's delivered products (shown on
 * that product's page), the one of `?partId=` chosen when it was delivered. On submit the photo
 * goes to the shop's image storage first; only when it is stored is the review posted (a failed
 * upload is toasted by the error middleware and nothing is created).
 */
export function ReviewForm({ defaultName, email, partId }: Props) {
  const { t } = useDashboardT();
  const language = useLanguage();
  const defaults: ReviewFormValues = {
    partId: '',
    name: defaultName,
    retting: '',
    review: '',
    img: null,
  };
  const {
    control,
    handleSubmit,
    reset,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useRulesForm<ReviewFormValues>(validateReviewForm, defaults);
  const delivered = useDeliveredProductsQuery(email);
  const products = delivered.data ?? [];
  const received = partId !== undefined && products.some((p) => p.partId === partId.toLowerCase());
  // The product of `?partId=` is chosen once the delivered products are known (unless the
  // customer chose already).
  useEffect(() => {
    if (received && getValues('partId') === '') setValue('partId', partId.toLowerCase());
  }, [received, partId, getValues, setValue]);
  const [uploadPhoto] = useUploadImageMutation();
  const [addReview] = useAddReviewMutation();
  // A file input cannot be emptied from React state: a new key gives a fresh, empty one.
  const [photoInputKey, setPhotoInputKey] = useState(0);
  // A `?partId=` not (yet) delivered: its name, to say so.
  const product = useReviewedProductQuery(
    partId && delivered.isSuccess && !received ? partId : skipToken,
  );
  const ids = {
    partId: useId(),
    name: useId(),
    retting: useId(),
    review: useId(),
    img: useId(),
  };

  const onValid = async (values: ReviewFormValues) => {
    if (!values.img) return;
    const uploaded = await uploadPhoto(values.img);
    if (!('data' in uploaded) || !uploaded.data?.success) return; // the upload's error is toasted
    const added = await addReview({
      name: values.name.trim(),
      retting: Number(values.retting.trim()),
      review: values.review.trim(),
      img: uploaded.data.data.url,
      ...(values.partId ? { partId: values.partId } : {}),
    });
    if ('data' in added && added.data?.insertedId) {
      notify.success(t('review.added'));
      reset(defaults);
      setPhotoInputKey((key) => key + 1);
    } else {
      // One toast however many times it fails (the id is the key, the same in every language).
      notify.error(t('review.failed'), { toastId: 'review.failed' });
    }
  };

  const field = (key: keyof ReviewFormValues, label: string, input: ReactNode) => (
    <div className="review-form__field">
      <label htmlFor={ids[key]} id={`${ids[key]}-label`} className="review-form__label">
        {label}
      </label>
      {input}
      {errors[key]?.message && (
        <p id={`${ids[key]}-error`} className="review-form__error">
          <KnownMessage message={errors[key].message} known={REVIEW_FORM_MESSAGES} />
        </p>
      )}
    </div>
  );
  const a11y = (key: keyof ReviewFormValues) => ({
    id: ids[key],
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${ids[key]}-error` : undefined,
  });
  const status = (key: keyof ReviewFormValues) => (errors[key] ? ('error' as const) : undefined);

  return (
    <form
      className="review-form"
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
    >
      {product.data && (
        <p className="review-form__product" data-testid="not-delivered-product" role="status">
          <img src={assetUrl(product.data.img)} alt="" width={40} height={40} />
          <span>
            <Message
              k="review.notDeliveredYet"
              parts={{ product: <strong translate="no">{product.data.name}</strong> }}
            />
          </span>
        </p>
      )}
      {field(
        'partId',
        t('review.product'),
        <Controller
          name="partId"
          control={control}
          render={({ field: input }) => (
            <select
              {...input}
              {...a11y('partId')}
              className="review-form__select"
              aria-describedby={`${ids.partId}-hint`}
              disabled={delivered.isLoading}
            >
              <option value="">{t('review.shopInGeneral')}</option>
              {products.map((option) => (
                <option key={option.partId} value={option.partId} translate="no">
                  {option.name}
                </option>
              ))}
            </select>
          )}
        />,
      )}
      <p id={`${ids.partId}-hint`} className="review-form__hint">
        {t('review.productHint')}
      </p>
      {field(
        'name',
        t('review.name'),
        <Controller
          name="name"
          control={control}
          render={({ field: input }) => (
            <Input
              {...input}
              {...a11y('name')}
              status={status('name')}
              autoComplete="name"
              maxLength={REVIEW_TEXT_LIMITS.name}
            />
          )}
        />,
      )}
      {field(
        'retting',
        t('review.retting'),
        <Controller
          name="retting"
          control={control}
          render={({ field: input }) => (
            // Stars (antd's Rate): a click, or the arrow keys once focused (Tab reaches each
            // star too, Enter picks it). The field keeps the spec's `retting` as text, "1"–"5";
            // picking the chosen star again clears it ("", then 'Retting is Required').
            <Rate
              {...a11y('retting')}
              // antd types no role, but passes it on: the stars are one radio group.
              {...({ role: 'radiogroup' } as object)}
              aria-labelledby={`${ids.retting}-label`}
              value={Number(input.value) || 0}
              onChange={(value) => input.onChange(value ? String(value) : '')}
              onBlur={input.onBlur}
              className="review-form__retting"
              // Each star a radio named by its count, in the active language. antd draws each
              // star's radio inside an `li`; with the `ul` a radiogroup (no longer a list) the
              // `li` is only a box, so it is presentational (a listitem needs a list around it).
              characterRender={(node, { index = 0 }) => {
                const star = node as ReactElement<{ children: ReactElement; role?: string }>;
                return cloneElement(
                  star,
                  { role: 'none' },
                  cloneElement(star.props.children as ReactElement<{ 'aria-label'?: string }>, {
                    'aria-label': t('review.star', { count: index + 1 }),
                  }),
                );
              }}
            />
          )}
        />,
      )}
      {field(
        'review',
        t('review.review'),
        <Controller
          name="review"
          control={control}
          render={({ field: input }) => (
            <Input.TextArea
              {...input}
              {...a11y('review')}
              status={status('review')}
              rows={4}
              maxLength={REVIEW_TEXT_LIMITS.review}
              showCount={{
                // antd's "12 / 1000" (digits without grouping, as antd writes them) in the
                // active language's digits: written here, not by the message's number formatter.
                formatter: ({ count, maxLength }) =>
                  t('review.characters', {
                    typed: localizeDigits(String(count), language),
                    allowed: localizeDigits(
                      String(maxLength ?? REVIEW_TEXT_LIMITS.review),
                      language,
                    ),
                  }),
              }}
            />
          )}
        />,
      )}
      {field(
        'img',
        t('review.photo'),
        // The shop's file field (Add Product's too), not the browser's "Choose File".
        <FormFileField
          key={photoInputKey}
          control={control}
          name="img"
          id={ids.img}
          accept={REVIEW_PHOTO_TYPES.join(',')}
          buttonText={t('review.choosePhoto')}
          emptyText={t('review.noPhoto')}
          invalid={Boolean(errors.img)}
          describedBy={a11y('img')['aria-describedby']}
        />,
      )}
      <p className="review-form__hint">
        <Message k="review.photoHint" values={{ size: REVIEW_PHOTO_MAX_MB }} />
      </p>
      <Button
        type="primary"
        htmlType="submit"
        loading={isSubmitting}
        className="review-form__submit"
      >
        {t('review.add')}
      </Button>
    </form>
  );
}
