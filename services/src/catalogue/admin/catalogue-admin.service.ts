import { HttpStatus, Injectable } from '@nestjs/common';
import { ErrorCode, LOW_STOCK_THRESHOLD, type PartDeletedAnswer } from '@shop/contracts';
import { AppError } from '../../common';
import { ImagesService } from '../../images/images.service';
import { OrdersService } from '../../orders/orders.service';
import { CatalogueService } from '../catalogue.service';
import {
  type CreatePartDto,
  PART_IMAGE_NOT_STORED,
  type UpdatePartPriceDto,
  type UpdatePartQuantityDto,
  wholeAmount,
} from '../dto/part-input.dto';
import type { PartDto } from '../dto/part.dto';

/**
 * The admin's product tools (issue 11): what needs more than the catalogue — the image storage for
 * a new product's photo, the orders to decide between erasing and archiving a deleted product.
 * Every read and write of a part still goes through CatalogueService.
 */
@Injectable()
export class CatalogueAdminService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly images: ImagesService,
    private readonly orders: OrdersService,
  ) {}

  /** A new product; its photo must be an image of the shop's storage, else 400 VALIDATION_FAILED. */
  async createPart(part: CreatePartDto): Promise<{ insertedId: string }> {
    if (!(await this.images.isStoredImage(part.img))) {
      throw new AppError(
        ErrorCode.VALIDATION_FAILED,
        PART_IMAGE_NOT_STORED,
        HttpStatus.BAD_REQUEST,
      );
    }
    return this.catalogue.createPart({
      name: part.name,
      img: part.img,
      price: wholeAmount(part.price),
      quantity: wholeAmount(part.quantity),
      description: part.description,
    });
  }

  /** Applies only the quantity of the part object sent (one atomic `$set`). */
  setQuantity(partId: string, part: UpdatePartQuantityDto): Promise<PartDto> {
    return this.catalogue.setQuantity(partId, wholeAmount(part.quantity));
  }

  /** Applies only the price of the part object sent. */
  setPrice(partId: string, part: UpdatePartPriceDto): Promise<PartDto> {
    return this.catalogue.setPrice(partId, wholeAmount(part.price));
  }

  /**
   * Deletes a product. It is taken off sale first (one conditional update: no order can take its
   * stock from then on); then, if any order names it — placed, cancelled or still being placed — it
   * stays archived so that order history keeps its name and picture; otherwise it is erased.
   * Checking after the archive closes the race with an order being placed at the same moment.
   */
  async deletePart(partId: string): Promise<PartDeletedAnswer> {
    await this.catalogue.archivePart(partId);
    if (await this.orders.hasOrdersForPart(partId)) return { deletedCount: 1, archived: true };
    await this.catalogue.erasePart(partId);
    return { deletedCount: 1, archived: false };
  }

  lowStock(max = LOW_STOCK_THRESHOLD): Promise<PartDto[]> {
    return this.catalogue.lowStock(max);
  }
}
