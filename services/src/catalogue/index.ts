/** The catalogue module's public surface: what other modules use of it. */
export { serveCachedCatalogue } from './catalogue-cache.hook';
export { answerNotModified, COMPRESS_THRESHOLD_BYTES } from './catalogue-cache.http';
export { CatalogueCache } from './catalogue-cache';
export { CatalogueModule } from './catalogue.module';
export { CatalogueService, type OrderablePart, type PartChange } from './catalogue.service';
export { LowStockQueryDto } from './dto/low-stock.dto';
export {
  CreatePartDto,
  PART_IMAGE_NOT_STORED,
  UpdatePartPriceDto,
  UpdatePartQuantityDto,
  wholeAmount,
} from './dto/part-input.dto';
export { PartDto } from './dto/part.dto';
