import { HttpStatus, Injectable } from '@nestjs/common';
import {
  type AuditChange,
  type Bilingual,
  ErrorCode,
  type ProductDetails,
  type ProductSpec,
  type SpecGroup,
  type Warranty,
} from '@shop/contracts';
import { checkSpecs, inTemplateOrder, specFieldsByKey, specValueProblem } from '@shop/rules';
import { AuditService, changesBetween } from '../audit';
import { AppError, type AuthenticatedUser } from '../common';
import { ImagesService } from '../images';
import {
  CatalogueService,
  EDITABLE_PART_FIELDS,
  type EditPartDto,
  PART_IMAGE_NOT_STORED,
  type PartEdit,
  SpecTemplatesService,
} from '../catalogue';

/** A field of the edit the API refuses: 400 VALIDATION_FAILED naming it, in both languages. */
export class ProductEditInvalidError extends AppError {
  constructor(field: string, message: Bilingual | string) {
    const text = typeof message === 'string' ? { en: message, bn: message } : message;
    super(ErrorCode.VALIDATION_FAILED, text.en, HttpStatus.BAD_REQUEST, {
      field,
      messageBn: text.bn,
    });
  }
}

/** The product's category moved while this edit was checked against the old one's template. */
export class ProductEditedMeanwhileError extends AppError {
  constructor() {
    super(
      ErrorCode.CONFLICT,
      'The product was changed while you edited it; reload it and try again',
      HttpStatus.CONFLICT,
    );
  }
}

/** Plain fields the audit log compares as they are. */
const PLAIN_FIELDS = [
  'name',
  'nameBn',
  'description',
  'descriptionBn',
  'category',
  'brand',
  'img',
  'shippingWeightGrams',
] as const;

const trimmed = (text: Bilingual): Bilingual => ({ en: text.en.trim(), bn: text.bn.trim() });

/**
 * The admin's edit of everything a product says: its names and descriptions in both languages,
 * category, brand, warranty, spec sheet (checked with `checkSpecs` against the template of the
 * category it will have) and photos (1 to 8, each an image of the shop's storage or one the product
 * already shows; `img` stays the first). One conditional update (CatalogueService.editPart), then
 * the audit log with every field changed, before → after.
 */
@Injectable()
export class ProductEditService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly templates: SpecTemplatesService,
    private readonly images: ImagesService,
    private readonly audit: AuditService,
  ) {}

  async edit(partId: string, given: EditPartDto, admin: AuthenticatedUser): Promise<ProductDetails> {
    // A field sent as null is a field left out (the validators pass null over as "not given").
    const edit = Object.fromEntries(
      Object.entries(given).filter(([, value]) => value !== null),
    ) as EditPartDto;
    if (EDITABLE_PART_FIELDS.every((field) => edit[field] === undefined)) {
      throw new ProductEditInvalidError(
        'body',
        `Nothing to change: send at least one of ${EDITABLE_PART_FIELDS.join(', ')}`,
      );
    }
    const before = await this.catalogue.getPart(partId);
    const category = edit.category ?? before.category;
    const template = (await this.templates.get(category)).groups;
    const update: PartEdit = {};
    if (edit.name !== undefined) update.name = edit.name;
    if (edit.nameBn !== undefined) update.nameBn = edit.nameBn.trim();
    if (edit.description !== undefined) update.description = edit.description;
    if (edit.descriptionBn !== undefined) update.descriptionBn = edit.descriptionBn.trim();
    if (edit.category !== undefined) update.category = edit.category;
    if (edit.brand !== undefined) update.brand = edit.brand.trim();
    if (edit.shippingWeightGrams !== undefined)
      update.shippingWeightGrams = edit.shippingWeightGrams;
    if (edit.warranty !== undefined) update.warranty = this.warranty(edit.warranty);
    if (edit.specs !== undefined) {
      update.specs = this.specs(template, edit.specs);
    } else if (edit.category !== undefined && edit.category !== before.category) {
      // A new category without a new sheet: the values that fit its template stay, the rest go.
      const fields = specFieldsByKey(template);
      update.specs = before.specs.filter((spec) => {
        const field = fields.get(spec.key);
        return field !== undefined && specValueProblem(field, spec.value) === undefined;
      });
    }
    if (edit.photos !== undefined) {
      update.photos = await this.photos(edit.photos, before);
      update.img = update.photos[0].url;
    }
    const after = await this.catalogue.editPart(partId, before.category, update);
    if (!after) {
      // Gone or archived meanwhile (404), or its category changed under this edit (409).
      await this.catalogue.getPart(partId);
      throw new ProductEditedMeanwhileError();
    }
    const beforeTemplate =
      before.category === category ? template : (await this.templates.get(before.category)).groups;
    const changes = [
      ...changesBetween(before, after, PLAIN_FIELDS),
      ...changesBetween(
        { warranty: warrantyText(before.warranty) },
        { warranty: warrantyText(after.warranty) },
        ['warranty'],
      ),
      ...changesBetween({ photos: before.photos.length }, { photos: after.photos.length }, [
        'photos',
      ]),
      ...specChanges(beforeTemplate, before.specs, template, after.specs),
    ];
    if (changes.length > 0) {
      await this.audit.record({
        action: 'product.updated',
        actor: admin,
        target: { type: 'product', id: partId, label: after.name },
        changes,
      });
    }
    return after;
  }

  private warranty(warranty: Warranty): Warranty {
    const covers = trimmed(warranty.covers);
    for (const language of ['en', 'bn'] as const) {
      if (covers[language] === '') {
        throw new ProductEditInvalidError(`warranty.covers.${language}`, {
          en: `What the warranty covers is Required (${language === 'en' ? 'English' : 'Bengali'})`,
          bn: `ওয়ারেন্টিতে কী কী কভার করে তা লিখতে হবে (${language === 'en' ? 'ইংরেজি' : 'বাংলা'})`,
        });
      }
    }
    return { months: warranty.months, type: warranty.type, covers };
  }

  /** The sheet checked against the template, in its order, texts trimmed. */
  private specs(template: SpecGroup[], specs: readonly ProductSpec[]): ProductSpec[] {
    const [problem] = checkSpecs(template, specs);
    if (problem) throw new ProductEditInvalidError(`specs.${problem.key}`, problem.message);
    return inTemplateOrder(template, specs).map(({ key, value }) => ({
      key,
      value: typeof value === 'string' ? value.trim() : value,
    }));
  }

  private async photos(
    photos: NonNullable<EditPartDto['photos']>,
    before: ProductDetails,
  ): Promise<NonNullable<PartEdit['photos']>> {
    const current = new Set([before.img, ...before.photos.map((photo) => photo.url)]);
    const seen = new Set<string>();
    const checked: NonNullable<PartEdit['photos']> = [];
    for (const [index, photo] of photos.entries()) {
      const url = photo.url.trim();
      if (seen.has(url)) {
        throw new ProductEditInvalidError(`photos.${index}.url`, {
          en: 'This photo is in the list twice',
          bn: 'এই ছবিটি তালিকায় দুবার আছে',
        });
      }
      seen.add(url);
      if (!current.has(url) && !(await this.images.isStoredImage(url))) {
        throw new ProductEditInvalidError(`photos.${index}.url`, PART_IMAGE_NOT_STORED);
      }
      const alt = trimmed(photo.alt);
      for (const language of ['en', 'bn'] as const) {
        if (alt[language] === '') {
          throw new ProductEditInvalidError(`photos.${index}.alt.${language}`, {
            en: `Photo ${index + 1}: what it shows is Required (${language === 'en' ? 'English' : 'Bengali'})`,
            bn: `ছবি ${index + 1}: ছবিতে কী দেখা যায় তা লিখতে হবে (${language === 'en' ? 'ইংরেজি' : 'বাংলা'})`,
          });
        }
      }
      checked.push({ url, alt });
    }
    return checked;
  }
}

const WARRANTY_WORDS = { brand: "brand's", official: 'official', shop: "shop's" } as const;

/** "12 months official warranty: Manufacturing defects" (the log keeps text). */
function warrantyText(warranty: Warranty | undefined): string | undefined {
  if (!warranty) return undefined;
  return `${warranty.months} months ${WARRANTY_WORDS[warranty.type]} warranty: ${warranty.covers.en}`;
}

/** A spec as a person reads it in the log: "Capacity: 300 mAh", "Bluetooth version: 5.3". */
function specText(groups: readonly SpecGroup[], spec: ProductSpec | undefined): string | undefined {
  if (!spec) return undefined;
  const field = specFieldsByKey(groups).get(spec.key);
  if (!field) return `${spec.key}: ${String(spec.value)}`;
  let value = String(spec.value);
  if (field.type === 'number' && field.unit) value = `${value} ${field.unit.en}`;
  if (field.type === 'boolean') value = spec.value ? 'yes' : 'no';
  if (field.type === 'choice') {
    value = field.choices?.find((choice) => choice.value === spec.value)?.label.en ?? value;
  }
  return `${field.label.en}: ${value}`;
}

/** One change per spec whose value moved (`specs.<key>`), in the new sheet's order, then removed ones. */
function specChanges(
  beforeGroups: readonly SpecGroup[],
  before: readonly ProductSpec[],
  afterGroups: readonly SpecGroup[],
  after: readonly ProductSpec[],
): AuditChange[] {
  const beforeByKey = new Map(before.map((spec) => [spec.key, spec]));
  const afterByKey = new Map(after.map((spec) => [spec.key, spec]));
  const keys = [...new Set([...after.map((spec) => spec.key), ...before.map((spec) => spec.key)])];
  return keys.flatMap((key): AuditChange[] => {
    const from = specText(beforeGroups, beforeByKey.get(key));
    const to = specText(afterGroups, afterByKey.get(key));
    if (from === to) return [];
    return [
      {
        field: `specs.${key}`,
        ...(from === undefined ? {} : { before: from }),
        ...(to === undefined ? {} : { after: to }),
      },
    ];
  });
}
