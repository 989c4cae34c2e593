import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { describeApiError, notify } from '@shop/api-client';
import {
  MAX_PRODUCT_OPTIONS,
  OPTION_KINDS,
  type ProductDetails,
  type SpecField,
  type SpecGroup,
} from '@shop/contracts';
import { useLanguage } from '@shop/i18n';
import { TableFrame, type TableFrameColumn } from '@shop/ui';
import { Alert, Button, Input, Select, Switch } from 'antd';
import { type ReactNode, useEffect, useId, useState } from 'react';
import {
  type Control,
  Controller,
  type UseFormGetValues,
  type UseFormSetValue,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form';
import { Thumbnail } from '../../../components/thumbnail';
import { type FieldRefusal, fieldRefusal, refusalAt } from '../../../lib/api-refusal';
import { useAdminT } from '../../../lib/i18n';
import { useAdminSpecTemplateQuery, useSaveVariantsMutation } from '../api/parts-api';
import {
  formPathOfVariantField,
  missingVariants,
  toVariantsInput,
  toVariantsValues,
  validateVariants,
  valueKeyOf,
  type VariantForm,
  type VariantsFormValues,
  type VariantsProblems,
} from '../utils/variants-form';

type Field = (path: string, label: ReactNode, input: ReactNode, hint?: ReactNode) => ReactNode;
type A11y = (path: string) => {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  status?: 'error';
};

/**
 * A product's options (0–3: Colour, Storage …, each with its values in both languages, colour
 * swatches for a colour option) and its variants (one row per combination sold: SKU, price, stock,
 * archived, its own photo among the product's, its own spec values where they differ from the
 * product's sheet — only fields of the category's template), saved on their own with
 * `PUT /admin/products/:id/variants`. Checked on save and then on change with `validateVariants`
 * (the API's rules and messages); a field the API refuses shows its
 * message at that field. Only a stock the admin changed is sent, so an order placed while the page
 * is open keeps the stock it took; a saved row removed is archived by the API.
 */
export function VariantsCard({ product }: { product: ProductDetails }) {
  const { t } = useAdminT();
  const language = useLanguage();
  const baseId = useId();
  const idOf = (path: string) => `${baseId}-${path.replace(/\./g, '-')}`;
  const { control, handleSubmit, reset, getValues, setValue } = useForm<VariantsFormValues>({
    defaultValues: toVariantsValues(product),
  });
  // The variant's values are fields of the category's template (none until it is loaded).
  const { data: template } = useAdminSpecTemplateQuery(product.category);
  const groups = template?.groups ?? NO_GROUPS;
  const photos = product.photos?.length
    ? product.photos
    : [{ url: product.img, alt: { en: product.name, bn: product.nameBn ?? product.name } }];
  const photoUrls = photos.map((photo) => photo.url);
  const options = useFieldArray({ control, name: 'options' });
  const variants = useFieldArray({ control, name: 'variants' });
  const [saveVariants, save] = useSaveVariantsMutation();
  const [problems, setProblems] = useState<VariantsProblems>({});
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const values = useWatch({ control }) as VariantsFormValues;

  useEffect(() => {
    if (checked) setProblems(validateVariants(getValues(), groups, photoUrls));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checked, values]);

  // What the API refused, shown until the form changes.
  const [refused, setRefused] = useState<(FieldRefusal & { values: string }) | null>(null);
  const shownRefusal = refused?.values === JSON.stringify(values) ? refused : null;
  const messageOf = (path: string) => refusalAt(shownRefusal, path) ?? problems[path]?.[language];

  const onValid = async (form: VariantsFormValues) => {
    setChecked(true);
    setFailure(null);
    setRefused(null);
    setNote(null);
    const found = validateVariants(form, groups, photoUrls);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('.variants-form [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    const result = await saveVariants({ id: product._id, input: toVariantsInput(form, groups) });
    if ('data' in result && result.data) {
      notify.success(t('parts.variants.saved', { name: result.data.name }));
      reset(toVariantsValues(result.data));
      setChecked(false);
      setProblems({});
      return;
    }
    const refusal = fieldRefusal(result.error, formPathOfVariantField);
    if ('status' in result.error && result.error.status === 409) {
      setFailure(t('parts.variants.conflict'));
    } else if (refusal) {
      setRefused({ ...refusal, values: JSON.stringify(getValues()) });
    } else {
      setFailure(describeApiError(result.error));
    }
  };

  const field: Field = (path, label, input, hint) => {
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
  const a11y: A11y = (path) => ({
    id: idOf(path),
    'aria-invalid': messageOf(path) ? true : undefined,
    'aria-describedby': messageOf(path) ? `${idOf(path)}-error` : undefined,
    status: messageOf(path) ? ('error' as const) : undefined,
  });
  const error = (path: string) =>
    messageOf(path) ? (
      <p id={`${idOf(path)}-error`} className="part-form__error" role="alert">
        {messageOf(path)}
      </p>
    ) : null;

  const addOption = () => {
    options.append({ key: '', nameEn: '', nameBn: '', kind: 'choice', values: [] });
    // Every row names one value of each option: the new option's is chosen in its row.
    variants.replace(getValues('variants').map((row) => ({ ...row, values: [...row.values, ''] })));
  };
  const removeOption = (index: number) => {
    options.remove(index);
    variants.replace(
      getValues('variants').map((row) => ({
        ...row,
        values: row.values.filter((_value, i) => i !== index),
      })),
    );
  };
  const createMissing = () => {
    const rows = missingVariants(getValues(), product);
    if (rows.length > 0) variants.append(rows);
    setNote(
      rows.length > 0
        ? t('parts.variants.added', { count: rows.length })
        : t('parts.variants.noneMissing'),
    );
  };

  const formOptions = values.options ?? [];
  const rowName = (row: VariantForm | undefined, index: number) => {
    if (formOptions.length === 0 && index === 0) return t('parts.variants.only');
    const labels = (row?.values ?? []).flatMap((key, i) => {
      const value = formOptions[i]?.values.find((candidate) => valueKeyOf(candidate) === key);
      const label = value ? (language === 'bn' ? value.labelBn : value.labelEn).trim() : '';
      return label ? [label] : [];
    });
    return labels.length > 0 ? labels.join(', ') : t('parts.variants.row', { n: index + 1 });
  };
  const amount = (index: number, name: 'price' | 'quantity', label: string) => (
    <Controller
      name={`variants.${index}.${name}`}
      control={control}
      render={({ field: input }) => (
        <div className="variants-table__cell">
          <Input
            {...input}
            {...a11y(`variants.${index}.${name}`)}
            aria-label={label}
            inputMode="numeric"
            autoComplete="off"
            className="variants-table__amount"
          />
          {error(`variants.${index}.${name}`)}
        </div>
      )}
    />
  );

  type Row = (typeof variants.fields)[number] & { index: number };
  const columns: TableFrameColumn<Row>[] = [
    {
      key: 'values',
      title: t('parts.variants.columns.values'),
      card: 'title',
      render: (_value, { index }) => {
        const row = values.variants?.[index];
        const name = rowName(row, index);
        return (
          <div className="variants-table__cell">
            {formOptions.length === 0 ? (
              <span>{name}</span>
            ) : (
              <div className="variants-table__values">
                {formOptions.map((option, i) => {
                  const optionName =
                    (language === 'bn' ? option.nameBn : option.nameEn).trim() ||
                    t('parts.variants.option', { n: i + 1 });
                  return (
                    <Controller
                      key={i}
                      name={`variants.${index}.values.${i}`}
                      control={control}
                      render={({ field: input }) => (
                        <Select
                          value={input.value || undefined}
                          onChange={(next?: string) => input.onChange(next ?? '')}
                          aria-label={t('parts.variants.valueOf', { option: optionName, name })}
                          placeholder={t('parts.variants.choose', { option: optionName })}
                          status={messageOf(`variants.${index}.values`) ? 'error' : undefined}
                          popupMatchSelectWidth={false}
                          options={option.values.flatMap((value) => {
                            const key = valueKeyOf(value);
                            const label = (
                              language === 'bn' ? value.labelBn : value.labelEn
                            ).trim();
                            return key ? [{ value: key, label: label || key }] : [];
                          })}
                        />
                      )}
                    />
                  );
                })}
              </div>
            )}
            {error(`variants.${index}.values`)}
          </div>
        );
      },
    },
    {
      key: 'sku',
      title: t('parts.variants.columns.sku'),
      render: (_value, { index }) => (
        <Controller
          name={`variants.${index}.sku`}
          control={control}
          render={({ field: input }) => (
            <div className="variants-table__cell">
              <Input
                {...input}
                {...a11y(`variants.${index}.sku`)}
                aria-label={t('parts.variants.skuOf', {
                  name: rowName(values.variants?.[index], index),
                })}
                autoComplete="off"
                spellCheck={false}
                className="variants-table__sku"
              />
              {error(`variants.${index}.sku`)}
            </div>
          )}
        />
      ),
    },
    {
      key: 'price',
      title: t('parts.variants.columns.price'),
      render: (_value, { index }) =>
        amount(
          index,
          'price',
          t('parts.variants.priceOf', { name: rowName(values.variants?.[index], index) }),
        ),
    },
    {
      key: 'quantity',
      title: t('parts.variants.columns.quantity'),
      render: (_value, { index }) =>
        amount(
          index,
          'quantity',
          t('parts.variants.quantityOf', { name: rowName(values.variants?.[index], index) }),
        ),
    },
    {
      key: 'img',
      title: t('parts.variants.columns.photo'),
      // Under the variant's values in the card's box, so the row fits without scrolling.
      fold: 'values',
      render: (_value, { index }) => {
        const path = `variants.${index}.img`;
        return (
          <Controller
            name={`variants.${index}.img`}
            control={control}
            render={({ field: input }) => (
              <div className="variants-table__cell">
                <Select
                  {...a11y(path)}
                  value={input.value}
                  onChange={(next: string) => input.onChange(next)}
                  aria-label={t('parts.variants.photoOf', {
                    name: rowName(values.variants?.[index], index),
                  })}
                  popupMatchSelectWidth={false}
                  className="variants-table__photo"
                  options={[
                    { value: '', label: t('parts.variants.productPhotos') },
                    ...photos.map((photo, n) => ({
                      value: photo.url,
                      title: photo.alt[language] || t('parts.variants.photoNumber', { n: n + 1 }),
                      label: (
                        <span className="variant-photo">
                          <Thumbnail img={photo.url} alt="" />
                          <span className="variant-photo__name">
                            {photo.alt[language] || t('parts.variants.photoNumber', { n: n + 1 })}
                          </span>
                        </span>
                      ),
                    })),
                    // A photo since removed from the product: named, not shown as its address.
                    ...(input.value && !photoUrls.includes(input.value)
                      ? [{ value: input.value, label: t('parts.variants.photoGone') }]
                      : []),
                  ]}
                />
                {error(path)}
              </div>
            )}
          />
        );
      },
    },
    {
      key: 'specs',
      title: t('parts.variants.columns.specs'),
      fold: 'values',
      render: (_value, { index }) => (
        <VariantSpecs
          index={index}
          name={rowName(values.variants?.[index], index)}
          control={control}
          setValue={setValue}
          groups={groups}
          a11y={a11y}
          error={error}
          messageOf={messageOf}
        />
      ),
    },
    {
      key: 'archived',
      title: t('parts.variants.columns.archived'),
      render: (_value, { index }) => (
        <Controller
          name={`variants.${index}.archived`}
          control={control}
          render={({ field: input }) => (
            <Switch
              checked={input.value}
              onChange={(next) => input.onChange(next)}
              aria-label={t('parts.variants.archivedOf', {
                name: rowName(values.variants?.[index], index),
              })}
            />
          )}
        />
      ),
    },
    {
      key: 'remove',
      title: t('parts.variants.columns.remove'),
      card: 'actions',
      render: (_value, { index }) => (
        <Button
          danger
          icon={<DeleteOutlined />}
          onClick={() => variants.remove(index)}
          aria-label={t('parts.variants.removeVariant', {
            name: rowName(values.variants?.[index], index),
          })}
        />
      ),
    },
  ];

  const title = t('parts.variants.title');
  return (
    <form
      className="part-form part-form--wide variants-form"
      aria-label={title}
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
    >
      <fieldset className="part-form__group">
        <legend>{title}</legend>
        <p className="part-form__hint">{t('parts.variants.lead', { max: MAX_PRODUCT_OPTIONS })}</p>
        {error('options')}
        {options.fields.length === 0 && (
          <p className="part-form__hint">{t('parts.variants.noOptions')}</p>
        )}
        {options.fields.map((option, index) => (
          <OptionEditor
            key={option.id}
            index={index}
            control={control}
            getValues={getValues}
            field={field}
            a11y={a11y}
            error={error}
            onRemove={() => removeOption(index)}
          />
        ))}
        {options.fields.length < MAX_PRODUCT_OPTIONS && (
          <Button icon={<PlusOutlined />} onClick={addOption} className="variants-form__add">
            {t('parts.variants.addOption')}
          </Button>
        )}

        <h3 className="spec-form__title">{t('parts.variants.table')}</h3>
        <p className="part-form__hint">{t('parts.variants.archiveNote')}</p>
        <p className="part-form__hint">{t('parts.variants.stockNote')}</p>
        <p className="part-form__hint">{t('parts.variants.photoSpecsNote')}</p>
        {error('variants')}
        <TableFrame<Row>
          className="variants-table"
          label={t('parts.variants.table')}
          columns={columns}
          rows={variants.fields.map((row, index) => ({ ...row, index }))}
          rowKey={(row) => row.id}
          rowProps={() => ({ 'data-testid': 'variant-row' })}
          emptyText={t('parts.variants.empty')}
          // The photo and the spec values fold under the variant's values on all but wide boxes.
          compactBelow={1200}
        />
        <div className="part-form__actions">
          <Button icon={<PlusOutlined />} onClick={createMissing}>
            {t('parts.variants.createMissing')}
          </Button>
          {note && (
            <p className="part-form__hint" role="status">
              {note}
            </p>
          )}
        </div>
      </fieldset>
      <div className="part-form__actions">
        <Button type="primary" htmlType="submit" loading={save.isLoading}>
          {t('parts.variants.save')}
        </Button>
      </div>
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
    </form>
  );
}

const NO_GROUPS: SpecGroup[] = [];

/**
 * A variant's own spec values, folded under a summary ("2 own values"): each row a field of the
 * template (one not used yet) and its value, typed as the field is; nothing until the template
 * is loaded. Open while one of them is refused, so its message shows at it.
 */
function VariantSpecs({
  index,
  name,
  control,
  setValue,
  groups,
  a11y,
  error,
  messageOf,
}: {
  index: number;
  name: string;
  control: Control<VariantsFormValues>;
  setValue: UseFormSetValue<VariantsFormValues>;
  groups: readonly SpecGroup[];
  a11y: A11y;
  error: (path: string) => ReactNode;
  messageOf: (path: string) => string | undefined;
}) {
  const { t } = useAdminT();
  const language = useLanguage();
  const rows = useFieldArray({ control, name: `variants.${index}.specs` });
  const current = useWatch({ control, name: `variants.${index}.specs` }) ?? [];
  const [open, setOpen] = useState(false);
  const fields = groups.flatMap((group) => group.fields);
  if (fields.length === 0) return null;
  const fieldOf = (key: string) => fields.find((field) => field.key === key);
  const filled = current.filter((row) => row.key !== '' && row.value !== '').length;
  const refused = current.some((row) => messageOf(`variants.${index}.specs.${row.key}`));
  const label = (field: SpecField | undefined, n: number) =>
    field ? field.label[language] : t('parts.variants.specNumber', { n: n + 1 });
  return (
    <details
      className="variant-specs"
      open={open || refused}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="variant-specs__summary">
        {filled > 0
          ? t('parts.variants.specsCount', { count: filled })
          : t('parts.variants.specsNone')}
      </summary>
      <ul className="variant-specs__list">
        {rows.fields.map((row, j) => {
          const key = current[j]?.key ?? '';
          const field = fieldOf(key);
          const path = `variants.${index}.specs.${key}`;
          const taken = new Set(current.map((one) => one.key).filter((one, k) => k !== j && one));
          return (
            <li key={row.id} className="variant-specs__row" data-testid="variant-spec">
              <Controller
                name={`variants.${index}.specs.${j}.key`}
                control={control}
                render={({ field: input }) => (
                  <Select
                    value={input.value || undefined}
                    onChange={(next: string) => {
                      input.onChange(next);
                      setValue(
                        `variants.${index}.specs.${j}.value`,
                        fieldOf(next)?.type === 'boolean' ? true : '',
                      );
                    }}
                    aria-label={t('parts.variants.specFieldOf', { n: j + 1, name })}
                    placeholder={t('parts.variants.chooseSpec')}
                    popupMatchSelectWidth={false}
                    // A category's sheet has a dozen fields or more: typing a few letters finds one
                    // without scrolling the list.
                    showSearch
                    optionFilterProp="label"
                    className="variant-specs__field"
                    options={fields
                      .filter((one) => !taken.has(one.key))
                      .map((one) => ({ value: one.key, label: one.label[language] }))}
                  />
                )}
              />
              <div className="variant-specs__value">
                {field && (
                  <Controller
                    name={`variants.${index}.specs.${j}.value`}
                    control={control}
                    render={({ field: input }) => {
                      const valueLabel = t('parts.variants.specValueOf', {
                        field: field.label[language],
                        name,
                      });
                      if (field.type === 'choice' || field.type === 'boolean')
                        return (
                          <Select
                            {...a11y(path)}
                            value={input.value === '' ? undefined : input.value}
                            onChange={(next: string | boolean) => input.onChange(next)}
                            aria-label={valueLabel}
                            popupMatchSelectWidth={false}
                            options={
                              (field.type === 'boolean'
                                ? [
                                    { value: true, label: t('parts.edit.yes') },
                                    { value: false, label: t('parts.edit.no') },
                                  ]
                                : (field.choices ?? []).map((choice) => ({
                                    value: choice.value,
                                    label: choice.label[language],
                                  }))) as { value: string | boolean; label: string }[]
                            }
                          />
                        );
                      return (
                        <Input
                          {...a11y(path)}
                          value={typeof input.value === 'string' ? input.value : ''}
                          onChange={(event) => input.onChange(event.target.value)}
                          onBlur={input.onBlur}
                          aria-label={valueLabel}
                          autoComplete="off"
                          inputMode={field.type === 'number' ? 'decimal' : undefined}
                          suffix={
                            field.unit ? (
                              <span className="spec-form__unit">{field.unit[language]}</span>
                            ) : undefined
                          }
                        />
                      );
                    }}
                  />
                )}
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => rows.remove(j)}
                  aria-label={t('parts.variants.removeSpec', { field: label(field, j), name })}
                />
              </div>
              {key && error(path)}
            </li>
          );
        })}
      </ul>
      {current.length < fields.length && (
        <Button
          size="small"
          icon={<PlusOutlined />}
          onClick={() => rows.append({ key: '', value: '' })}
          aria-label={t('parts.variants.addSpecTo', { name })}
        >
          {t('parts.variants.addSpec')}
        </Button>
      )}
    </details>
  );
}

/** One option: its names, how it is shown, and its values (key, labels, swatch for colours). */
function OptionEditor({
  index,
  control,
  getValues,
  field,
  a11y,
  error,
  onRemove,
}: {
  index: number;
  control: Control<VariantsFormValues>;
  getValues: UseFormGetValues<VariantsFormValues>;
  field: Field;
  a11y: A11y;
  error: (path: string) => ReactNode;
  onRemove: () => void;
}) {
  const { t } = useAdminT();
  const values = useFieldArray({ control, name: `options.${index}.values` });
  const kind = useWatch({ control, name: `options.${index}.kind` });
  const base = `options.${index}`;
  const text = (path: string, extra: object = {}) => (
    <Controller
      name={path as `options.${number}.nameEn`}
      control={control}
      render={({ field: input }) => (
        <Input {...input} {...a11y(path)} autoComplete="off" {...extra} />
      )}
    />
  );
  return (
    <div className="variant-option" data-testid="variant-option">
      <div className="variant-option__head">
        <h3 className="spec-form__title">{t('parts.variants.option', { n: index + 1 })}</h3>
        <Button danger icon={<DeleteOutlined />} onClick={onRemove}>
          {t('parts.variants.removeOption', { n: index + 1 })}
        </Button>
      </div>
      {error(`${base}.key`)}
      <div className="part-form__row">
        {field(`${base}.nameEn`, t('parts.variants.nameEn'), text(`${base}.nameEn`))}
        {field(
          `${base}.nameBn`,
          t('parts.variants.nameBn'),
          text(`${base}.nameBn`, { lang: 'bn' }),
        )}
        {field(
          `${base}.kind`,
          t('parts.variants.kind'),
          <Controller
            name={`options.${index}.kind`}
            control={control}
            render={({ field: input }) => (
              <Select
                {...a11y(`${base}.kind`)}
                value={input.value}
                onChange={input.onChange}
                options={OPTION_KINDS.map((key) => ({
                  value: key,
                  label: t(`parts.variants.kinds.${key}`),
                }))}
              />
            )}
          />,
        )}
      </div>
      {error(`${base}.name`)}
      <h4 className="variant-option__values-title">{t('parts.variants.values')}</h4>
      <p className="part-form__hint">{t('parts.variants.valueKeyHint')}</p>
      {error(`${base}.values`)}
      <ol className="variant-option__values">
        {values.fields.map((value, j) => {
          const path = `${base}.values.${j}`;
          return (
            <li key={value.id} className="variant-option__value" data-testid="option-value">
              <div className="part-form__row">
                {field(
                  `${path}.key`,
                  t('parts.variants.valueKey'),
                  text(`${path}.key`, {
                    spellCheck: false,
                    placeholder: valueKeyOf(getValues(`options.${index}.values.${j}`)) || undefined,
                  }),
                )}
                {field(`${path}.labelEn`, t('parts.variants.labelEn'), text(`${path}.labelEn`))}
                {field(
                  `${path}.labelBn`,
                  t('parts.variants.labelBn'),
                  text(`${path}.labelBn`, { lang: 'bn' }),
                )}
                {kind === 'colour' &&
                  field(
                    `${path}.swatch`,
                    t('parts.variants.swatch'),
                    <Controller
                      name={`options.${index}.values.${j}.swatch`}
                      control={control}
                      render={({ field: input }) => (
                        <Input
                          {...input}
                          {...a11y(`${path}.swatch`)}
                          autoComplete="off"
                          spellCheck={false}
                          placeholder="#1f6feb"
                          prefix={
                            // The browser's own colour picker: no extra code to download.
                            <input
                              type="color"
                              className="variant-option__picker"
                              value={/^#[0-9a-f]{6}$/i.test(input.value) ? input.value : '#000000'}
                              onChange={(event) => input.onChange(event.target.value)}
                              aria-label={t('parts.variants.swatchPicker', { n: j + 1 })}
                            />
                          }
                        />
                      )}
                    />,
                  )}
              </div>
              <Button
                danger
                icon={<DeleteOutlined />}
                onClick={() => values.remove(j)}
                aria-label={t('parts.variants.removeValue', { n: j + 1 })}
                className="variant-option__remove"
              />
            </li>
          );
        })}
      </ol>
      <Button
        icon={<PlusOutlined />}
        onClick={() => values.append({ key: '', labelEn: '', labelBn: '', swatch: '' })}
        className="variants-form__add"
      >
        {t('parts.variants.addValue')}
      </Button>
    </div>
  );
}
