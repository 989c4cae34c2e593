import { HttpStatus, Injectable } from '@nestjs/common';
import { ErrorCode, LOW_STOCK_THRESHOLD, type PartDeletedAnswer } from '@shop/contracts';
import { AuditService, changesBetween } from '../audit';
import { AppError, type AuthenticatedUser } from '../common';
import { ImagesService } from '../images';
import { OrdersService } from '../orders';
import {
  CatalogueService,
  type CreatePartDto,
  PART_IMAGE_NOT_STORED,
  type PartChange,
  type PartDto,
  type UpdatePartPriceDto,
  type UpdatePartQuantityDto,
  wholeAmount,
  type LowStockDto,
} from '../catalogue';

/** The fields of a product the audit log keeps before and after. */
const AUDITED_PART_FIELDS = ['name', 'price', 'quantity', 'description', 'img'] as const;

/**
 * The admin's product tools: what needs more than the catalogue — the image storage for
 * a new product's photo, the orders to decide between erasing and archiving a deleted product.
 * Every read and write of a part still goes through CatalogueService.
 */
@Injectable()
export class CatalogueAdminService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly images: ImagesService,
    private readonly orders: OrdersService,
    private readonly audit: AuditService,
  ) {}

  /** A new product; its photo must be an image of the shop's storage, else 400 VALIDATION_FAILED. */
  async createPart(part: CreatePartDto, admin: AuthenticatedUser): Promise<{ insertedId: string }> {
    if (!(await this.images.isStoredImage(part.img))) {
      throw new AppError(
        ErrorCode.VALIDATION_FAILED,
        PART_IMAGE_NOT_STORED,
        HttpStatus.BAD_REQUEST,
      );
    }
    const created = {
      name: part.name,
      img: part.img,
      price: wholeAmount(part.price),
      quantity: wholeAmount(part.quantity),
      description: part.description,
    };
    const answer = await this.catalogue.createPart(created);
    await this.audit.record({
      action: 'product.created',
      actor: admin,
      target: { type: 'product', id: answer.insertedId, label: created.name },
      changes: changesBetween({}, created, AUDITED_PART_FIELDS),
    });
    return answer;
  }

  /** Applies only the quantity of the part object sent (one atomic `$set`). */
  async setQuantity(
    partId: string,
    part: UpdatePartQuantityDto,
    admin: AuthenticatedUser,
  ): Promise<PartDto> {
    return this.recordEdit(
      await this.catalogue.setQuantity(partId, wholeAmount(part.quantity)),
      admin,
    );
  }

  /** Applies only the price of the part object sent. */
  async setPrice(
    partId: string,
    part: UpdatePartPriceDto,
    admin: AuthenticatedUser,
  ): Promise<PartDto> {
    return this.recordEdit(await this.catalogue.setPrice(partId, wholeAmount(part.price)), admin);
  }

  /** `product.updated` with the fields the edit changed (none changed: nothing to record). */
  private async recordEdit(
    { before, after }: PartChange,
    admin: AuthenticatedUser,
  ): Promise<PartDto> {
    const changes = changesBetween(before, after, AUDITED_PART_FIELDS);
    if (changes.length > 0) {
      await this.audit.record({
        action: 'product.updated',
        actor: admin,
        target: { type: 'product', id: after._id, label: after.name },
        changes,
      });
    }
    return after;
  }

  /**
   * Deletes a product. It is taken off sale first (one conditional update: no order can take its
   * stock from then on); then, if any order names it — placed, cancelled or still being placed — it
   * stays archived so that order history keeps its name and picture; otherwise it is erased.
   * Checking after the archive closes the race with an order being placed at the same moment.
   */
  async deletePart(partId: string, admin: AuthenticatedUser): Promise<PartDeletedAnswer> {
    const part = await this.catalogue.archivePart(partId);
    const archived = await this.orders.hasOrdersForPart(partId);
    if (!archived) await this.catalogue.erasePart(partId);
    await this.audit.record({
      action: archived ? 'product.archived' : 'product.deleted',
      actor: admin,
      target: { type: 'product', id: partId, label: part.name },
      changes: archived
        ? [{ field: 'archived', before: false, after: true }]
        : changesBetween(part, {}, AUDITED_PART_FIELDS),
    });
    return { deletedCount: 1, archived };
  }

  lowStock(max = LOW_STOCK_THRESHOLD): Promise<LowStockDto[]> {
    return this.catalogue.lowStock(max);
  }
}
