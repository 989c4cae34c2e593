import { Controller, Get, Param, Query, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { ApiErrorDto, CatalogueData, ParseObjectIdPipe, Public } from '../common';
import { CatalogueCacheInterceptor } from './catalogue-cache.interceptor';
import { CatalogueService } from './catalogue.service';
import { ListPartsQueryDto, PartPageDto } from './dto/list-parts.dto';
import { FeaturedPartDto, PartDto, PartSitemapEntryDto, ProductDetailsDto } from './dto/part.dto';

/**
 * Catalogue reads of spec §7. Paths keep the spec's names (`/part`, `/partHome`, `/product/:partId`);
 * `/part/search` is the search module's (SearchController).
 * Answers come from the in-process catalogue cache when they can (CatalogueCacheInterceptor), and
 * are the same for every caller (`@CatalogueData()`: never `no-store`, even to a signed-in one).
 */
@ApiTags('catalogue')
@ApiExtraModels(PartDto, PartPageDto)
@Public()
@CatalogueData()
@UseInterceptors(CatalogueCacheInterceptor)
@Controller()
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('part')
  @ApiOperation({
    summary: 'List products: every one (spec), or filtered by category, sorted by price, paged',
    description:
      'Without parameters: every product, oldest first (a plain array, as the spec says). `category` and ' +
      '`sort` alone keep the plain array; `page` or `limit` answer one page: `{items, total, page, limit}`.',
  })
  @ApiOkResponse({
    schema: {
      oneOf: [
        { type: 'array', items: { $ref: getSchemaPath(PartDto) } },
        { $ref: getSchemaPath(PartPageDto) },
      ],
    },
  })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: 'VALIDATION_FAILED: unknown sort, page or limit out of range, unknown parameter',
  })
  listParts(@Query() query: ListPartsQueryDto): Promise<PartDto[] | PartPageDto> {
    return this.catalogue.listParts(query);
  }

  @Get('part/sitemap')
  @ApiOperation({
    summary: "Every product on sale with its last change (the storefront's /sitemap.xml)",
    description: 'Archived products are left out. Oldest first.',
  })
  @ApiOkResponse({ type: PartSitemapEntryDto, isArray: true })
  listSitemapEntries(): Promise<PartSitemapEntryDto[]> {
    return this.catalogue.listSitemapEntries();
  }

  @Get('partHome')
  @ApiOperation({ summary: 'Featured products of the home page, with their list price' })
  @ApiOkResponse({ type: FeaturedPartDto, isArray: true })
  listFeatured(): Promise<FeaturedPartDto[]> {
    return this.catalogue.listFeatured();
  }

  @Get('product/:partId')
  @ApiOperation({ summary: 'One product' })
  @ApiParam({
    name: 'partId',
    description: '24-character hex id',
    example: '665f1e000000000000000008',
  })
  @ApiOkResponse({ type: ProductDetailsDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: 'INVALID_ID: the id is not a 24-character hex id',
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'PRODUCT_NOT_FOUND' })
  getPart(@Param('partId', ParseObjectIdPipe) partId: string): Promise<ProductDetailsDto> {
    return this.catalogue.getPart(partId);
  }
}
