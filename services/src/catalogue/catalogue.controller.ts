import { Controller, Get, Param } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrorDto, Public, ParseObjectIdPipe } from '../common';
import { CatalogueService } from './catalogue.service';
import { FeaturedPartDto, PartDto } from './dto/part.dto';

/** Catalogue reads of spec §7. Paths keep the spec's names (`/part`, `/partHome`, `/product/:partId`). */
@ApiTags('catalogue')
@Public()
@Controller()
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('part')
  @ApiOperation({ summary: 'List every product' })
  @ApiOkResponse({ type: PartDto, isArray: true })
  listParts(): Promise<PartDto[]> {
    return this.catalogue.listParts();
  }

  @Get('partHome')
  @ApiOperation({ summary: 'Featured products of the home page, with their list price' })
  @ApiOkResponse({ type: FeaturedPartDto, isArray: true })
  listFeatured(): Promise<FeaturedPartDto[]> {
    return this.catalogue.listFeatured();
  }

  @Get('product/:partId')
  @ApiOperation({ summary: 'One product' })
  @ApiParam({ name: 'partId', description: '24-character hex id', example: '665f1e000000000000000008' })
  @ApiOkResponse({ type: PartDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'INVALID_ID: the id is not a 24-character hex id' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'PRODUCT_NOT_FOUND' })
  getPart(@Param('partId', ParseObjectIdPipe) partId: string): Promise<PartDto> {
    return this.catalogue.getPart(partId);
  }
}
