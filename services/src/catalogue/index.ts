/** The catalogue module's public surface: what other modules use of it. */
export { replayCachedCatalogue, serveCachedCatalogue } from './catalogue-cache.hook';
export {
  answerNotModified,
  COMPRESS_THRESHOLD_BYTES,
  rememberServedAnswer,
} from './catalogue-cache.http';
export { CatalogueCache } from './catalogue-cache';
export { CatalogueCacheInterceptor } from './catalogue-cache.interceptor';
export { VariantError, VariantsEditedApartError } from './catalogue-errors';
export { CatalogueModule } from './catalogue.module';
export {
  CatalogueService,
  type LowStockDto,
  type OrderablePart,
  type PartChange,
  type PartEdit,
} from './catalogue.service';
export {
  EDITABLE_PART_FIELDS,
  EditPartDto,
  EditSpecDto,
  MAX_PRODUCT_PHOTOS,
} from './dto/edit-part.dto';
export { MAX_SEARCH_RESULTS, PartMatchDto, SearchPartsQueryDto } from './dto/list-parts.dto';
export { LowStockQueryDto } from './dto/low-stock.dto';
export {
  CreatePartDto,
  PART_IMAGE_NOT_STORED,
  UpdatePartPriceDto,
  UpdatePartQuantityDto,
  wholeAmount,
} from './dto/part-input.dto';
export { BilingualDto, LowStockPartDto, PartDto, ProductDetailsDto } from './dto/part.dto';
export { Part, PartSchema } from './schemas/part.schema';
export { categoryOfName } from './part-category';
export { ParseCategoryPipe } from './spec-templates/category.pipe';
export { SaveSpecTemplateDto, SpecTemplateDto } from './spec-templates/dto/spec-template.dto';
export {
  CategoryNotFoundError,
  SpecTemplateChangedError,
} from './spec-templates/spec-template-errors';
export {
  type SpecTemplateChange,
  SpecTemplatesService,
} from './spec-templates/spec-templates.service';
export {
  SEARCH_RATE_LIMIT,
  SEARCH_TOO_MANY_MESSAGE,
  SearchThrottlerGuard,
} from './search-throttler.guard';
