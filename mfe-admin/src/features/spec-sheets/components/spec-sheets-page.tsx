import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { describeApiError, notify } from '@shop/api-client';
import {
  type Bilingual,
  PART_CATEGORIES,
  type PartCategory,
  SPEC_FIELD_TYPES,
  type SpecFieldType,
  type SpecTemplate,
} from '@shop/contracts';
import { useLanguage } from '@shop/i18n';
import { checkSpecTemplate } from '@shop/rules';
import { PageHeader } from '@shop/ui';
import { Alert, Button, Input, Select, Skeleton } from 'antd';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { type FieldRefusal, fieldRefusal, refusalAt } from '../../../lib/api-refusal';
import { useAdminT } from '../../../lib/i18n';
import { useListSpecTemplatesQuery, useSaveSpecTemplateMutation } from '../api/spec-sheets-api';
import {
  type FieldDraft,
  fromDraft,
  type GroupDraft,
  moved,
  newChoice,
  newField,
  newGroup,
  toDraft,
} from '../utils/template-draft';
import './spec-sheets.css';

/** Where a problem of checkSpecTemplate is shown: a key made from a label is shown at that label. */
export function shownAt(path: string): string {
  return path.replace(/\.key$/, '.label.en').replace(/(\.choices\.\d+)\.value$/, '$1.label.en');
}

type Problems = Record<string, Bilingual>;

/**
 * The owner's spec sheets: one category at a time, its groups of typed fields (number with a unit
 * and limits, choice, yes/no, text), labels in both languages, added, removed and reordered.
 * Checked with the API's own rules on save; saved over the revision it was opened at, and when
 * someone else saved since, the page says so and shows their sheet.
 */
export function SpecSheetsPage() {
  const { t } = useAdminT();
  const list = useListSpecTemplatesQuery();
  const [category, setCategory] = useState<PartCategory>(PART_CATEGORIES[0]);
  const template = list.data?.find((item) => item.category === category);
  const title = t('specSheets.title');
  return (
    <section className="spec-sheets">
      <PageHeader title={title} lead={t('specSheets.lead')} />
      <div className="spec-sheets__category">
        <label htmlFor="spec-sheets-category" className="spec-sheets__label">
          {t('specSheets.category')}
        </label>
        <Select
          id="spec-sheets-category"
          value={category}
          onChange={setCategory}
          options={PART_CATEGORIES.map((key) => ({
            value: key,
            label: t(`parts.categories.${key}`),
          }))}
          className="spec-sheets__category-select"
        />
      </div>
      {list.isError ? (
        <Alert type="error" showIcon title={t('specSheets.loadError')} />
      ) : !template ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <TemplateEditor
          key={`${template.category}:${template.revision}`}
          template={template}
          onReload={() => void list.refetch()}
        />
      )}
    </section>
  );
}

function TemplateEditor({ template, onReload }: { template: SpecTemplate; onReload: () => void }) {
  const { t } = useAdminT();
  const language = useLanguage();
  const baseId = useId();
  const [groups, setGroups] = useState<GroupDraft[]>(() => toDraft(template.groups));
  const [problems, setProblems] = useState<Problems>({});
  // What the API refused, shown until the sheet changes (then its own checks speak again).
  const [refused, setRefused] = useState<(FieldRefusal & { groups: GroupDraft[] }) | null>(null);
  const [checked, setChecked] = useState(false);
  const [save, saving] = useSaveSpecTemplateMutation();

  const check = (draft: GroupDraft[]): Problems => {
    const found: Problems = {};
    for (const problem of checkSpecTemplate(fromDraft(draft)))
      found[shownAt(problem.path)] ??= problem.message;
    return found;
  };
  useEffect(() => {
    if (checked) setProblems(check(groups));
  }, [checked, groups]);

  const change = (next: GroupDraft[]) => setGroups(next);
  const setGroup = (g: number, group: GroupDraft) =>
    change(groups.map((item, i) => (i === g ? group : item)));
  const setField = (g: number, f: number, field: FieldDraft) =>
    setGroup(g, {
      ...groups[g],
      fields: groups[g].fields.map((item, i) => (i === f ? field : item)),
    });

  const onSave = async () => {
    setChecked(true);
    setRefused(null);
    const found = check(groups);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const result = await save({
      category: template.category,
      groups: fromDraft(groups),
      revision: template.revision,
    });
    if ('data' in result && result.data) {
      notify.success(t('specSheets.saved'));
      return;
    }
    const refusal = fieldRefusal(result.error, shownAt);
    if ('status' in result.error && result.error.status === 409) {
      notify.error(t('specSheets.conflict'), { toastId: 'spec-sheet-conflict' });
      onReload();
    } else if (refusal) {
      setRefused({ ...refusal, groups });
    } else {
      notify.error(describeApiError(result.error), { toastId: 'spec-sheet-refused' });
    }
  };

  const shownRefusal = refused?.groups === groups ? refused : null;
  const messageOf = (path: string) => refusalAt(shownRefusal, path) ?? problems[path]?.[language];
  const idOf = (path: string) => `${baseId}-${path.replace(/\./g, '-')}`;
  const input = (
    path: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    extra: object = {},
  ) => (
    <div className="spec-sheets__field" data-field={path}>
      <label htmlFor={idOf(path)} className="spec-sheets__label">
        {label}
      </label>
      <Input
        id={idOf(path)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        status={messageOf(path) ? 'error' : undefined}
        aria-invalid={messageOf(path) ? true : undefined}
        aria-describedby={messageOf(path) ? `${idOf(path)}-error` : undefined}
        autoComplete="off"
        {...extra}
      />
      {messageOf(path) && (
        <p id={`${idOf(path)}-error`} className="spec-sheets__error">
          {messageOf(path)}
        </p>
      )}
    </div>
  );
  const bilingual = (
    path: string,
    label: string,
    value: Bilingual,
    onChange: (value: Bilingual) => void,
  ) => (
    <div className="spec-sheets__pair">
      {input(`${path}.en`, `${label} (${t('specSheets.english')})`, value.en, (en) =>
        onChange({ ...value, en }),
      )}
      {input(
        `${path}.bn`,
        `${label} (${t('specSheets.bengali')})`,
        value.bn,
        (bn) => onChange({ ...value, bn }),
        { lang: 'bn' },
      )}
    </div>
  );
  const moves = (
    what: string,
    index: number,
    count: number,
    move: (to: number) => void,
    remove: () => void,
  ): ReactNode => (
    <div className="spec-sheets__moves">
      <Button
        icon={<ArrowUpOutlined />}
        disabled={index === 0}
        onClick={() => move(index - 1)}
        aria-label={t('specSheets.up', { what })}
      />
      <Button
        icon={<ArrowDownOutlined />}
        disabled={index === count - 1}
        onClick={() => move(index + 1)}
        aria-label={t('specSheets.down', { what })}
      />
      <Button
        danger
        icon={<DeleteOutlined />}
        onClick={remove}
        aria-label={t('specSheets.remove', { what })}
      />
    </div>
  );

  const fieldEditor = (g: number, field: FieldDraft, index: number, count: number) => {
    const path = `groups.${g}.fields.${index}`;
    const name = field.label[language] || t('specSheets.fieldN', { n: index + 1 });
    const set = (patch: Partial<FieldDraft>) => setField(g, index, { ...field, ...patch });
    return (
      <li key={index} className="spec-sheets__item" data-testid="spec-field">
        <div className="spec-sheets__item-head">
          <strong>{name}</strong>
          {moves(
            name,
            index,
            count,
            (to) => setGroup(g, { ...groups[g], fields: moved(groups[g].fields, index, to) }),
            () =>
              setGroup(g, { ...groups[g], fields: groups[g].fields.filter((_, i) => i !== index) }),
          )}
        </div>
        {bilingual(`${path}.label`, t('specSheets.fieldLabel'), field.label, (label) =>
          set({ label }),
        )}
        <div className="spec-sheets__field">
          <label htmlFor={idOf(`${path}.type`)} className="spec-sheets__label">
            {t('specSheets.type')}
          </label>
          <Select<SpecFieldType>
            id={idOf(`${path}.type`)}
            value={field.type}
            onChange={(type) =>
              set({
                type,
                choices:
                  type === 'choice' && field.choices.length === 0 ? [newChoice()] : field.choices,
              })
            }
            options={SPEC_FIELD_TYPES.map((type) => ({
              value: type,
              label: t(`specSheets.types.${type}`),
            }))}
          />
        </div>
        {field.type === 'number' && (
          <>
            {bilingual(`${path}.unit`, t('specSheets.unit'), field.unit, (unit) => set({ unit }))}
            <div className="spec-sheets__pair">
              {input(`${path}.min`, t('specSheets.min'), field.min, (min) => set({ min }), {
                inputMode: 'decimal',
              })}
              {input(`${path}.max`, t('specSheets.max'), field.max, (max) => set({ max }), {
                inputMode: 'decimal',
              })}
            </div>
          </>
        )}
        {field.type === 'choice' && (
          <div className="spec-sheets__choices">
            <span className="spec-sheets__label">{t('specSheets.choices')}</span>
            {messageOf(`${path}.choices`) && (
              <p className="spec-sheets__error">{messageOf(`${path}.choices`)}</p>
            )}
            <ol className="spec-sheets__list">
              {field.choices.map((choice, c) => (
                <li key={c} className="spec-sheets__choice">
                  {bilingual(
                    `${path}.choices.${c}.label`,
                    t('specSheets.choiceN', { n: c + 1 }),
                    choice.label,
                    (label) =>
                      set({
                        choices: field.choices.map((item, i) =>
                          i === c ? { ...item, label } : item,
                        ),
                      }),
                  )}
                  {moves(
                    choice.label[language] || t('specSheets.choiceN', { n: c + 1 }),
                    c,
                    field.choices.length,
                    (to) => set({ choices: moved(field.choices, c, to) }),
                    () => set({ choices: field.choices.filter((_, i) => i !== c) }),
                  )}
                </li>
              ))}
            </ol>
            <Button
              icon={<PlusOutlined />}
              onClick={() => set({ choices: [...field.choices, newChoice()] })}
            >
              {t('specSheets.addChoice')}
            </Button>
          </div>
        )}
      </li>
    );
  };

  return (
    <div className="spec-sheets__editor">
      <p className="spec-sheets__hint">
        {template.revision === 0
          ? t('specSheets.builtIn')
          : t('specSheets.revision', { revision: template.revision })}
      </p>
      {messageOf('groups') && <p className="spec-sheets__error">{messageOf('groups')}</p>}
      <ol className="spec-sheets__list">
        {groups.map((group, g) => {
          const name = group.label[language] || t('specSheets.groupN', { n: g + 1 });
          return (
            <li key={g} className="spec-sheets__group" data-testid="spec-group">
              <div className="spec-sheets__item-head">
                <h2 className="spec-sheets__group-title">{name}</h2>
                {moves(
                  name,
                  g,
                  groups.length,
                  (to) => change(moved(groups, g, to)),
                  () => change(groups.filter((_, i) => i !== g)),
                )}
              </div>
              {bilingual(`groups.${g}.label`, t('specSheets.groupLabel'), group.label, (label) =>
                setGroup(g, { ...group, label }),
              )}
              {messageOf(`groups.${g}.fields`) && (
                <p className="spec-sheets__error">{messageOf(`groups.${g}.fields`)}</p>
              )}
              <ol className="spec-sheets__list">
                {group.fields.map((field, index) =>
                  fieldEditor(g, field, index, group.fields.length),
                )}
              </ol>
              <Button
                icon={<PlusOutlined />}
                onClick={() => setGroup(g, { ...group, fields: [...group.fields, newField()] })}
              >
                {t('specSheets.addField')}
              </Button>
            </li>
          );
        })}
      </ol>
      <div className="spec-sheets__actions">
        <Button icon={<PlusOutlined />} onClick={() => change([...groups, newGroup()])}>
          {t('specSheets.addGroup')}
        </Button>
        <Button type="primary" loading={saving.isLoading} onClick={() => void onSave()}>
          {t('specSheets.save')}
        </Button>
      </div>
      <p className="spec-sheets__hint">{t('specSheets.removedValues')}</p>
    </div>
  );
}
