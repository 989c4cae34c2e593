import { Injectable } from '@nestjs/common';
import type { AuditChange, ProductDetails, ProductVariant } from '@shop/contracts';
import { variantLabel } from '@shop/rules';
import { AuditService } from '../audit';
import type { AuthenticatedUser } from '../common';
import { ImagesService } from '../images';
import { CatalogueService, VariantError } from '../catalogue';
import type { ProductVariantsDto } from './product-variants.dto';

/**
 * The admin's options and variants of a product: each variant's own photo must be an image of the
 * shop's storage (or one the product already shows); the save itself is CatalogueService's
 * (conditional on the stock not moving under it); the audit log gets one change per variant field
 * that moved, named by the variant ("BLUE-128 price": 18999 → 17999).
 */
@Injectable()
export class ProductVariantsService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly images: ImagesService,
    private readonly audit: AuditService,
  ) {}

  async save(
    partId: string,
    input: ProductVariantsDto,
    admin: AuthenticatedUser,
  ): Promise<ProductDetails> {
    const current = await this.catalogue.getPart(partId);
    const shown = new Set([
      current.img,
      ...current.photos.map((photo) => photo.url),
      ...current.variants.flatMap((variant) => (variant.img ? [variant.img] : [])),
    ]);
    for (const [index, variant] of input.variants.entries()) {
      if (!variant.img || shown.has(variant.img)) continue;
      if (!(await this.images.isStoredImage(variant.img)))
        throw new VariantError(`variants[${index}].img`, 'imageNotStored');
    }
    const change = await this.catalogue.setVariants(partId, input);
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
    return (['price', 'quantity', 'archived', 'img'] as const).flatMap((field): AuditChange[] =>
      was[field] === variant[field]
        ? []
        : [
            {
              field: `${variant.sku} ${field === 'quantity' ? 'stock' : field}`,
              ...(was[field] === undefined ? {} : { before: was[field] }),
              ...(variant[field] === undefined ? {} : { after: variant[field] }),
            },
          ],
    );
  });
}
