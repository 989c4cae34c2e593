import { notify, skipToken, assetUrl } from '@shop/api-client';
import { REVIEW_TEXT_LIMITS } from '@shop/rules';
import { useRulesForm } from '@shop/ui';
import { Button, Input } from 'antd';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import {
  useAddReviewMutation,
  useReviewedProductQuery,
  useUploadReviewPhotoMutation,
} from '../api/reviews-api';
import {
  REVIEW_ADDED_MESSAGE,
  REVIEW_FAILED_MESSAGE,
  REVIEW_PHOTO_TYPES,
  type ReviewFormValues,
  validateReviewForm,
} from '../utils/review-form';

interface Props {
  /** The account's name, the Name field's default. */
  defaultName: string;
  /** The product reviewed, when the page was opened from a delivered order. */
  partId?: string;
}

/**
 * Name, Retting, Review, Photo and 'Add' (spec §2/§5): validated on submit, then on change, with the
 * spec's messages in red under each field. On submit the photo goes to the shop's image storage
 * first; only when it is stored is the review posted (a failed upload is toasted by the error
 * middleware and nothing is created).
 */
export function ReviewForm({ defaultName, partId }: Props) {
  const defaults: ReviewFormValues = { name: defaultName, retting: '', review: '', img: null };
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useRulesForm<ReviewFormValues>(validateReviewForm, defaults);
  const [uploadPhoto] = useUploadReviewPhotoMutation();
  const [addReview] = useAddReviewMutation();
  // A file input cannot be emptied from React state: a new key gives a fresh, empty one.
  const [photoInputKey, setPhotoInputKey] = useState(0);
  const product = useReviewedProductQuery(partId ?? skipToken);
  const ids = { name: useId(), retting: useId(), review: useId(), img: useId() };

  const onValid = async (values: ReviewFormValues) => {
    if (!values.img) return;
    const uploaded = await uploadPhoto(values.img);
    if (!('data' in uploaded) || !uploaded.data?.success) return; // the upload's error is toasted
    const added = await addReview({
      name: values.name.trim(),
      retting: Number(values.retting.trim()),
      review: values.review.trim(),
      img: uploaded.data.data.url,
      ...(partId && !product.isError ? { partId } : {}),
    });
    if ('data' in added && added.data?.insertedId) {
      notify.success(REVIEW_ADDED_MESSAGE);
      reset(defaults);
      setPhotoInputKey((key) => key + 1);
    } else {
      notify.error(REVIEW_FAILED_MESSAGE, { toastId: REVIEW_FAILED_MESSAGE });
    }
  };

  const field = (key: keyof ReviewFormValues, label: string, input: ReactNode) => (
    <div className="review-form__field">
      <label htmlFor={ids[key]} className="review-form__label">
        {label}
      </label>
      {input}
      {errors[key]?.message && (
        <p id={`${ids[key]}-error`} className="review-form__error">
          {errors[key].message}
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
        <p className="review-form__product" data-testid="reviewed-product">
          <img src={assetUrl(product.data.img)} alt="" width={40} height={40} />
          <span>
            Your review of <strong>{product.data.name}</strong>
          </span>
        </p>
      )}
      {field(
        'name',
        'Name',
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
        'Retting',
        <Controller
          name="retting"
          control={control}
          render={({ field: input }) => (
            <Input
              {...input}
              {...a11y('retting')}
              status={status('retting')}
              inputMode="numeric"
              placeholder="0 to 5 stars"
              className="review-form__retting"
            />
          )}
        />,
      )}
      {field(
        'review',
        'Review',
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
              showCount
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
              accept={REVIEW_PHOTO_TYPES.join(',')}
              className="review-form__file"
              onBlur={onBlur}
              onChange={(event) => onChange(event.target.files?.[0] ?? null)}
            />
          )}
        />,
      )}
      <p className="review-form__hint">PNG, JPEG or WebP, up to 5 MB.</p>
      <Button
        type="primary"
        htmlType="submit"
        loading={isSubmitting}
        className="review-form__submit"
      >
        Add
      </Button>
    </form>
  );
}
