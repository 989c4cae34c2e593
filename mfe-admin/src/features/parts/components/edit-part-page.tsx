import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { describeApiError, notify } from '@shop/api-client';
import {
  PART_CATEGORIES,
  type ProductDetails,
  type SpecField,
  type SpecGroup,
  WARRANTY_TYPES,
} from '@shop/contracts';
import { useLanguage } from '@shop/i18n';
import { Link, useParams } from '@shop/router';
import { PageHeader } from '@shop/ui';
import { Alert, Button, Input, Select, Skeleton, Switch } from 'antd';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Thumbnail } from '../../../components/thumbnail';
import { type FieldRefusal, fieldRefusal, refusalAt } from '../../../lib/api-refusal';
import { useAdminT } from '../../../lib/i18n';
import {
  useAdminPartQuery,
  useAdminSpecTemplateQuery,
  useEditPartMutation,
  useUploadPartPhotoMutation,
} from '../api/parts-api';
import {
  type EditPartValues,
  type EditProblems,
  formPathOf,
  type PhotoValue,
  MAX_PHOTOS,
  toEditValues,
  toProductEdit,
  validateEdit,
} from '../utils/edit-part-form';
import { PHOTO_TYPES } from '../utils/product-form';
import { shippingWeightOf } from '@shop/rules';
import { VariantsCard } from './variants-card';
import './parts.css';

/**
 * Edit a product: names and descriptions in both languages, category, brand, warranty, the spec
 * sheet drawn from the category's template (a number with its unit, a choice, yes/no, text) and
 * the photos (uploaded like Add Product's, reordered, removed, each described in both languages).
 * Checked on save, then on every change, with the rules the API applies; a field the API refuses
 * shows its message under that field. The product keeps its id, so its links keep working.
 */
export function EditPartPage() {
  const { partId = '' } = useParams();
  const product = useAdminPartQuery(partId, { skip: !partId, refetchOnMountOrArgChange: true });
  const { t } = useAdminT();
  if (product.isError) {
    return (
      <section className="part-form-page">
        <PageHeader title={t('parts.edit.title')} />
        <Alert type="error" showIcon title={t('parts.edit.loadError')} />
        <Link to="/dashboard/manageParts">{t('parts.edit.back')}</Link>
      </section>
    );
  }
  if (!product.data) {
    return (
      <section className="part-form-page" aria-busy="true">
        <PageHeader title={t('parts.edit.title')} />
        <Skeleton active paragraph={{ rows: 8 }} />
      </section>
    );
  }
  return <EditPartForm key={product.data._id} product={product.data} />;
}

function EditPartForm({ product }: { product: ProductDetails }) {
  const { t } = useAdminT();
  const language = useLanguage();
  const baseId = useId();
  const idOf = (path: string) => `${baseId}-${path.replace(/\./g, '-')}`;
  const { control, handleSubmit, reset, getValues } = useForm<EditPartValues>({
    defaultValues: toEditValues(product),
  });
  const photos = useFieldArray({ control, name: 'photos' as never });
  const category = useWatch({ control, name: 'category' });
  const template = useAdminSpecTemplateQuery(category);
  const groups: SpecGroup[] = template.data?.groups ?? [];
  const [editPart, edit] = useEditPartMutation();
  const [uploadPhoto, upload] = useUploadPartPhotoMutation();
  const [problems, setProblems] = useState<EditProblems>({});
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const values = useWatch({ control });
  // The weight last saved: once a product has one, an empty box is refused (it would not remove it).
  const [savedWeight, setSavedWeight] = useState(product.shippingWeightGrams);
  const rules = { weightRequired: savedWeight !== undefined };

  // After the first save, every change is checked again (the messages follow the typing).
  useEffect(() => {
    if (checked) setProblems(validateEdit(getValues(), groups, rules));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checked, values, template.data]);

  // What the API refused, shown until the form changes (then the form's own checks speak again).
  const [refused, setRefused] = useState<(FieldRefusal & { values: string }) | null>(null);
  const shownRefusal = refused?.values === JSON.stringify(values) ? refused : null;
  const messageOf = (path: string) => refusalAt(shownRefusal, path) ?? problems[path]?.[language];

  const onValid = async (form: EditPartValues) => {
    setChecked(true);
    setFailure(null);
    setRefused(null);
    const found = validateEdit(form, groups, rules);
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstProblem();
    const result = await editPart({ id: product._id, edit: toProductEdit(form, groups) });
    if ('data' in result && result.data) {
      notify.success(t('parts.edit.saved', { name: result.data.name }));
      reset(toEditValues(result.data));
      setSavedWeight(result.data.shippingWeightGrams);
      setChecked(false);
      setProblems({});
      return;
    }
    const refusal = fieldRefusal(result.error, formPathOf);
    if (refusal) setRefused({ ...refusal, values: JSON.stringify(getValues()) });
    else setFailure(describeApiError(result.error));
  };

  /** The first field with a message gets the focus (it may be far above the Save button). */
  const focusFirstProblem = () => {
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>('.part-form [aria-invalid="true"]')?.focus(),
    );
  };
  const fileInput = useRef<HTMLInputElement>(null);

  const addPhoto = async (file: File | undefined) => {
    if (!file) return;
    const uploaded = await uploadPhoto(file);
    if (!('data' in uploaded) || !uploaded.data?.success) return; // toasted by the API middleware
    const { name, nameBn } = getValues();
    photos.append({ url: uploaded.data.data.url, altEn: name, altBn: nameBn || name } as never);
  };

  const field = (path: string, label: ReactNode, input: ReactNode, hint?: ReactNode) => {
    const message = messageOf(path);
    return (
      <div className="part-form__field" data-field={path}>
        <label htmlFor={idOf(path)} className="part-form__label">
          {label}
        </label>
        {input}
        {message ? (
          <p id={`${idOf(path)}-error`} className="part-form__error">
            {message}
          </p>
        ) : (
          hint && <p className="part-form__hint">{hint}</p>
        )}
      </div>
    );
  };
  const a11y = (path: string) => ({
    id: idOf(path),
    'aria-invalid': messageOf(path) ? true : undefined,
    'aria-describedby': messageOf(path) ? `${idOf(path)}-error` : undefined,
    status: messageOf(path) ? ('error' as const) : undefined,
  });
  const text = (name: keyof EditPartValues & string, extra: object = {}, area = false) => (
    <Controller
      name={name}
      control={control}
      render={({ field: input }) =>
        area ? (
          <Input.TextArea
            {...input}
            value={String(input.value)}
            {...a11y(name)}
            rows={3}
            {...extra}
          />
        ) : (
          <Input
            {...input}
            value={String(input.value)}
            {...a11y(name)}
            autoComplete="off"
            {...extra}
          />
        )
      }
    />
  );

  /** "50 to 1000 mAh", "At least 1 g", or nothing for a number without limits. */
  const rangeHint = (spec: SpecField) => {
    const unit = spec.unit?.[language] ?? '';
    if (spec.min !== undefined && spec.max !== undefined) {
      return t('parts.edit.range', { min: spec.min, max: spec.max, unit });
    }
    if (spec.min !== undefined) return t('parts.edit.rangeMin', { min: spec.min, unit });
    if (spec.max !== undefined) return t('parts.edit.rangeMax', { max: spec.max, unit });
    return undefined;
  };

  const specInput = (spec: SpecField) => {
    const path = `specs.${spec.key}`;
    return (
      <Controller
        key={spec.key}
        name={`specs.${spec.key}` as never}
        control={control}
        render={({ field: input }) => {
          const value = input.value as string | boolean | undefined;
          const label = spec.label[language];
          switch (spec.type) {
            case 'number':
              return field(
                path,
                label,
                <Input
                  {...a11y(path)}
                  value={typeof value === 'string' ? value : ''}
                  onChange={(event) => input.onChange(event.target.value)}
                  onBlur={input.onBlur}
                  inputMode="decimal"
                  suffix={
                    spec.unit ? (
                      <span className="spec-form__unit">{spec.unit[language]}</span>
                    ) : undefined
                  }
                />,
                rangeHint(spec),
              );
            case 'choice':
              return field(
                path,
                label,
                <Select
                  {...a11y(path)}
                  value={typeof value === 'string' && value !== '' ? value : undefined}
                  onChange={(next?: string) => input.onChange(next ?? '')}
                  allowClear
                  placeholder={t('parts.edit.notFilled')}
                  options={(spec.choices ?? []).map((choice) => ({
                    value: choice.value,
                    label: choice.label[language],
                  }))}
                />,
              );
            case 'boolean':
              return field(
                path,
                label,
                <span className="spec-form__switch">
                  <Switch
                    id={idOf(path)}
                    checked={value === true}
                    onChange={(next) => input.onChange(next)}
                  />
                  <span>
                    {value === undefined
                      ? t('parts.edit.notFilled')
                      : value
                        ? t('parts.edit.yes')
                        : t('parts.edit.no')}
                  </span>
                </span>,
              );
            default:
              return field(
                path,
                label,
                <Input
                  {...a11y(path)}
                  value={typeof value === 'string' ? value : ''}
                  onChange={(event) => input.onChange(event.target.value)}
                  onBlur={input.onBlur}
                />,
              );
          }
        }}
      />
    );
  };

  const title = t('parts.edit.title');
  const photoCount = photos.fields.length;
  return (
    <section className="part-form-page">
      <PageHeader title={title} lead={t('parts.edit.lead', { name: product.name })} />
      <form
        className="part-form part-form--wide"
        aria-label={title}
        noValidate
        onSubmit={(event) => void handleSubmit(onValid)(event)}
      >
        <fieldset className="part-form__group">
          <legend>{t('parts.edit.about')}</legend>
          <div className="part-form__row">
            {field('name', t('parts.edit.nameEn'), text('name'))}
            {field('nameBn', t('parts.edit.nameBn'), text('nameBn', { lang: 'bn' }))}
          </div>
          <div className="part-form__row">
            {field('description', t('parts.edit.descriptionEn'), text('description', {}, true))}
            {field(
              'descriptionBn',
              t('parts.edit.descriptionBn'),
              text('descriptionBn', { lang: 'bn' }, true),
            )}
          </div>
          <div className="part-form__row">
            {field(
              'category',
              t('parts.edit.category'),
              <Controller
                name="category"
                control={control}
                render={({ field: input }) => (
                  <Select
                    {...a11y('category')}
                    value={input.value}
                    onChange={input.onChange}
                    options={PART_CATEGORIES.map((key) => ({
                      value: key,
                      label: t(`parts.categories.${key}`),
                    }))}
                  />
                )}
              />,
              t('parts.edit.categoryHint'),
            )}
            {field('brand', t('parts.edit.brand'), text('brand'))}
          </div>
          <div className="part-form__row">
            {field(
              'shippingWeightGrams',
              t('parts.edit.weight'),
              text('shippingWeightGrams', {
                inputMode: 'numeric',
                suffix: <span className="spec-form__unit">{t('parts.edit.grams')}</span>,
              }),
              t('parts.edit.weightHint', { grams: shippingWeightOf({ category }) }),
            )}
          </div>
        </fieldset>

        <fieldset className="part-form__group">
          <legend>{t('parts.edit.warranty')}</legend>
          <div className="part-form__row">
            {field(
              'warrantyMonths',
              t('parts.edit.months'),
              text('warrantyMonths', { inputMode: 'numeric' }),
            )}
            {field(
              'warrantyType',
              t('parts.edit.warrantyType'),
              <Controller
                name="warrantyType"
                control={control}
                render={({ field: input }) => (
                  <Select
                    {...a11y('warrantyType')}
                    value={input.value}
                    onChange={input.onChange}
                    options={WARRANTY_TYPES.map((key) => ({
                      value: key,
                      label: t(`parts.edit.warrantyTypes.${key}`),
                    }))}
                  />
                )}
              />,
            )}
          </div>
          <div className="part-form__row">
            {field('coversEn', t('parts.edit.coversEn'), text('coversEn'))}
            {field('coversBn', t('parts.edit.coversBn'), text('coversBn', { lang: 'bn' }))}
          </div>
        </fieldset>

        <fieldset className="part-form__group" aria-busy={template.isFetching || undefined}>
          <legend>{t('parts.edit.specs')}</legend>
          {template.isLoading ? (
            <Skeleton active paragraph={{ rows: 4 }} />
          ) : groups.length === 0 ? (
            <p className="part-form__hint">{t('parts.edit.noSpecs')}</p>
          ) : (
            groups.map((group) => (
              <div key={group.key} className="spec-form__group">
                <h3 className="spec-form__title">{group.label[language]}</h3>
                <div className="part-form__row">{group.fields.map(specInput)}</div>
              </div>
            ))
          )}
        </fieldset>

        <fieldset className="part-form__group">
          <legend>{t('parts.edit.photos')}</legend>
          <p className="part-form__hint">{t('parts.edit.photosHint', { max: MAX_PHOTOS })}</p>
          {messageOf('photos') && <p className="part-form__error">{messageOf('photos')}</p>}
          <ol className="photo-list">
            {photos.fields.map((photo, index) => {
              const { url } = photo as unknown as PhotoValue;
              return (
                <li key={photo.id} className="photo-list__item" data-testid="edit-photo">
                  <Thumbnail img={url} alt={t('parts.edit.photoNumber', { n: index + 1 })} />
                  <div className="photo-list__texts">
                    {messageOf(`photos.${index}.url`) && (
                      <p className="part-form__error">{messageOf(`photos.${index}.url`)}</p>
                    )}
                    {field(
                      `photos.${index}.altEn`,
                      t('parts.edit.altEn', { n: index + 1 }),
                      text(`photos.${index}.altEn` as never),
                    )}
                    {field(
                      `photos.${index}.altBn`,
                      t('parts.edit.altBn', { n: index + 1 }),
                      text(`photos.${index}.altBn` as never, { lang: 'bn' }),
                    )}
                  </div>
                  <div className="photo-list__actions">
                    <Button
                      icon={<ArrowUpOutlined />}
                      disabled={index === 0}
                      onClick={() => photos.move(index, index - 1)}
                      aria-label={t('parts.edit.photoUp', { n: index + 1 })}
                    />
                    <Button
                      icon={<ArrowDownOutlined />}
                      disabled={index === photoCount - 1}
                      onClick={() => photos.move(index, index + 1)}
                      aria-label={t('parts.edit.photoDown', { n: index + 1 })}
                    />
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      disabled={photoCount === 1}
                      onClick={() => photos.remove(index)}
                      aria-label={t('parts.edit.photoRemove', { n: index + 1 })}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
          {photoCount < MAX_PHOTOS && (
            <div className="photo-list__add">
              <input
                ref={fileInput}
                type="file"
                accept={PHOTO_TYPES.join(',')}
                className="photo-list__file"
                tabIndex={-1}
                aria-hidden
                onChange={(event) => {
                  void addPhoto(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
              <Button
                icon={<PlusOutlined />}
                loading={upload.isLoading}
                onClick={() => fileInput.current?.click()}
              >
                {upload.isLoading ? t('parts.edit.uploading') : t('parts.edit.addPhoto')}
              </Button>
            </div>
          )}
        </fieldset>

        <div className="part-form__actions">
          <Button type="primary" htmlType="submit" loading={edit.isLoading}>
            {t('parts.edit.save')}
          </Button>
          <Link to="/dashboard/manageParts">{t('parts.edit.back')}</Link>
        </div>
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      </form>
      <VariantsCard product={product} />
    </section>
  );
}
