import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  type Bilingual,
  PART_CATEGORIES,
  type PartCategory,
  type SpecField,
  type SpecGroup,
  type SpecTemplate,
} from '@shop/contracts';
import { checkSpecTemplate } from '@shop/rules';
import type { Model } from 'mongoose';
import { CatalogueCache } from '../catalogue-cache';
import { DEFAULT_SPEC_TEMPLATES } from '../spec-templates.defaults';
import { SpecTemplateChangedError, SpecTemplateInvalidError } from './spec-template-errors';
import { SpecTemplateRecord } from './schemas/spec-template.schema';

type Row = Pick<SpecTemplateRecord, '_id' | 'groups' | 'revision' | 'updatedAt'>;

/** A save: the template as it was and as it is now (for the audit log). */
export interface SpecTemplateChange {
  before: SpecTemplate;
  after: SpecTemplate;
}

/**
 * The spec template of each category: the one the owner saved (`spec_templates`, one document per
 * category, its `_id` the category), or DEFAULT_SPEC_TEMPLATES for a category never saved
 * (revision 0). The only code that touches the SpecTemplateRecord model.
 */
@Injectable()
export class SpecTemplatesService {
  /** `forCatalogueRead`'s templates, each with the catalogue cache's generation it was read in. */
  private readonly read = new Map<PartCategory, { generation: number; template: SpecTemplate }>();

  constructor(
    @InjectModel(SpecTemplateRecord.name) private readonly templates: Model<SpecTemplateRecord>,
    private readonly cache: CatalogueCache,
  ) {}

  /**
   * One category's template for a public catalogue answer (the storefront's filters), read once
   * per catalogue version rather than per request: a new search is otherwise one database read
   * more than its answer needs. As fresh as the catalogue cache's answers (a save invalidates the
   * cache here; another process's save is seen at the caller's version check), so only for
   * `@CatalogueData()` routes; an edit reads `get`.
   */
  async forCatalogueRead(category: PartCategory): Promise<SpecTemplate> {
    const { generation } = this.cache.ticket();
    const known = this.read.get(category);
    if (known?.generation === generation) return known.template;
    const template = await this.get(category);
    // Kept only if nothing changed the catalogue while it was read.
    if (this.cache.ticket().generation === generation)
      this.read.set(category, { generation, template });
    return template;
  }

  /** One category's template (a validated category). */
  async get(category: PartCategory): Promise<SpecTemplate> {
    const row = await this.templates
      .findById(category, { groups: 1, revision: 1, updatedAt: 1 })
      .lean<Row>()
      .exec();
    return row ? toTemplate(row) : defaultTemplate(category);
  }

  /** Every category's template, in PART_CATEGORIES order. */
  async list(): Promise<SpecTemplate[]> {
    const rows = await this.templates
      .find({}, { groups: 1, revision: 1, updatedAt: 1 })
      .lean<Row[]>()
      .exec();
    const byCategory = new Map(rows.map((row) => [row._id, row]));
    return PART_CATEGORIES.map((category) => {
      const row = byCategory.get(category);
      return row ? toTemplate(row) : defaultTemplate(category);
    });
  }

  /**
   * Saves a category's groups over `revision`, the one the admin edited, with ONE conditional
   * update (`{_id, revision}` → groups and revision + 1; the first save of a category inserts, and
   * its `_id` makes a second first save fail): of two saves of the same revision exactly one wins,
   * the other gets SpecTemplateChangedError with the template as it is now. Checked with
   * `checkSpecTemplate` first (SpecTemplateInvalidError). Ends with the catalogue cache's
   * invalidation, so the next product page shows the new labels.
   */
  async save(
    category: PartCategory,
    groups: readonly SpecGroup[],
    revision: number,
  ): Promise<SpecTemplateChange> {
    const problems = checkSpecTemplate(groups);
    if (problems.length > 0) throw new SpecTemplateInvalidError(problems);
    const clean = groups.map(cleanGroup);
    let row: Row | null;
    try {
      row = await this.templates
        .findOneAndUpdate(
          { _id: category, revision },
          { $set: { groups: clean, revision: revision + 1 } },
          {
            upsert: revision === 0,
            new: false,
            projection: { groups: 1, revision: 1, updatedAt: 1 },
          },
        )
        .lean<Row>()
        .exec();
    } catch (error) {
      // A first save (revision 0) of a category someone has saved since: its insert collides.
      if (isDuplicateKey(error)) throw new SpecTemplateChangedError(await this.get(category));
      throw error;
    }
    if (!row && revision > 0) throw new SpecTemplateChangedError(await this.get(category));
    await this.cache.invalidate();
    const before = row ? toTemplate(row) : defaultTemplate(category);
    return { before, after: await this.get(category) };
  }
}

function defaultTemplate(category: PartCategory): SpecTemplate {
  return { category, groups: DEFAULT_SPEC_TEMPLATES[category] ?? [], revision: 0 };
}

function toTemplate(row: Row): SpecTemplate {
  return {
    category: row._id,
    groups: row.groups,
    revision: row.revision,
    ...(row.updatedAt ? { updatedAt: row.updatedAt.toISOString() } : {}),
  };
}

const text = (value: Bilingual): Bilingual => ({ en: value.en.trim(), bn: value.bn.trim() });

/** A checked field as stored: trimmed texts, and only the properties its type uses. */
function cleanField(field: SpecField): SpecField {
  const clean: SpecField = { key: field.key, label: text(field.label), type: field.type };
  if (field.type === 'number') {
    if (field.unit) clean.unit = text(field.unit);
    if (field.min !== undefined) clean.min = field.min;
    if (field.max !== undefined) clean.max = field.max;
  }
  if (field.type === 'choice') {
    clean.choices = (field.choices ?? []).map((choice) => ({
      value: choice.value,
      label: text(choice.label),
    }));
  }
  return clean;
}

function cleanGroup(group: SpecGroup): SpecGroup {
  return { key: group.key, label: text(group.label), fields: group.fields.map(cleanField) };
}

function isDuplicateKey(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000
  );
}
