import { HttpStatus, Injectable } from '@nestjs/common';
import {
  type AuditChange,
  type Bilingual,
  ErrorCode,
  type ProductDetails,
  type ProductVariant,
} from '@shop/contracts';
import { checkVariantPhotos, checkVariantSpecs, inTemplateOrder, variantLabel } from '@shop/rules';
import { AuditService } from '../audit';
import { AppError, type AuthenticatedUser } from '../common';
import { CatalogueService, SpecTemplatesService, VariantError } from '../catalogue';
import type { ProductVariantsDto } from './product-variants.dto';

/** A variant's spec value the category's template refuses: 400 naming it, in both languages. */
export class VariantSpecInvalidError extends AppError {
  constructor(field: string, message: Bilingual) {
    super(ErrorCode.VALIDATION_FAILED, message.en, HttpStatus.BAD_REQUEST, {
      field,
      messageBn: message.bn,
    });
  }
}

/**
 * The admin's options and variants of a product: each variant's own photo must be one of the
 * product's photos (the admin picks among them), its own spec values fit the category's template
 * as the product's sheet must; the save itself is CatalogueService's (conditional on the stock not
 * moving under it); the audit log gets one change per variant field that moved, named by the
 * variant ("BLUE-128 price": 18999 → 17999).
 */
@Injectable()
export class ProductVariantsService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly templates: SpecTemplatesService,
    private readonly audit: AuditService,
  ) {}

  async save(
    partId: string,
    input: ProductVariantsDto,
    admin: AuthenticatedUser,
  ): Promise<ProductDetails> {
    const current = await this.catalogue.getPart(partId);
    const [photo] = checkVariantPhotos(
      current.photos.map((one) => one.url),
      input.variants,
    );
    if (photo) throw new VariantError(photo.field, photo.message);
    const withSpecs = input.variants.some((variant) => (variant.specs?.length ?? 0) > 0);
    const template = withSpecs ? (await this.templates.get(current.category)).groups : [];
    const [spec] = checkVariantSpecs(template, input.variants);
    if (spec) throw new VariantSpecInvalidError(spec.field, spec.message);
    const variants = input.variants.map((variant) => ({
      ...variant,
      // In the template's order, texts trimmed, as the product's sheet is stored.
      ...(variant.specs
        ? {
            specs: inTemplateOrder(template, variant.specs).map(({ key, value }) => ({
              key,
              value: typeof value === 'string' ? value.trim() : value,
            })),
          }
        : {}),
    }));
    const change = await this.catalogue.setVariants(partId, { ...input, variants });
    const changes = variantChanges(change.archived.before, change.archived.after, change.after);
    if (change.before.options.length !== change.after.options.length)
      changes.unshift({
        field: 'options',
        before: change.before.options.map((option) => option.name.en).join(', '),
        after: change.after.options.map((option) => option.name.en).join(', '),
      });
    if (changes.length > 0)
      await this.audit.record({
        action: 'product.updated',
        actor: admin,
        target: { type: 'product', id: partId, label: change.after.name },
        changes,
      });
    return change.after;
  }
}

/** One change per variant field that moved; a new variant is one change naming its options. */
function variantChanges(
  before: readonly ProductVariant[],
  after: readonly ProductVariant[],
  product: ProductDetails,
): AuditChange[] {
  const old = new Map(before.map((variant) => [variant.sku, variant]));
  return after.flatMap((variant): AuditChange[] => {
    const was = old.get(variant.sku);
    if (!was)
      return [
        {
          field: `${variant.sku} added`,
          after: variantLabel(product.options, variant.values).en || variant.sku,
        },
      ];
    const specs = (one: ProductVariant) =>
      (one.specs ?? []).map((spec) => `${spec.key}: ${String(spec.value)}`).join(', ') || undefined;
    const specChange: AuditChange[] =
      specs(was) === specs(variant)
        ? []
        : [
            {
              field: `${variant.sku} specs`,
              ...(specs(was) === undefined ? {} : { before: specs(was) }),
              ...(specs(variant) === undefined ? {} : { after: specs(variant) }),
            },
          ];
    // A variant's photo is named by its place among the product's photos ("photo 2"): the Activity
    // page is read by people, and a storage URL means nothing to them.
    const photoNumber = (url: string | undefined) => {
      const at = url ? product.photos.findIndex((photo) => photo.url === url) : -1;
      return at < 0 ? undefined : at + 1;
    };
    const photoChange: AuditChange[] =
      (was.img ?? '') === (variant.img ?? '')
        ? []
        : [
            {
              field: `${variant.sku} photo`,
              ...(photoNumber(was.img) === undefined ? {} : { before: photoNumber(was.img) }),
              ...(photoNumber(variant.img) === undefined
                ? {}
                : { after: photoNumber(variant.img) }),
            },
          ];
    return specChange.concat(
      photoChange,
      (['price', 'quantity', 'archived'] as const).flatMap((field): AuditChange[] =>
        was[field] === variant[field]
          ? []
          : [
              {
                field: `${variant.sku} ${field === 'quantity' ? 'stock' : field}`,
                ...(was[field] === undefined ? {} : { before: was[field] }),
                ...(variant[field] === undefined ? {} : { after: variant[field] }),
              },
            ],
      ),
    );
  });
}
