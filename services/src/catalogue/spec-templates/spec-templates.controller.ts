import { Controller, Get, Param, UseInterceptors } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { PART_CATEGORIES, type PartCategory } from '@shop/contracts';
import { ApiErrorDto, CatalogueData, Public } from '../../common';
import { CatalogueCacheInterceptor } from '../catalogue-cache.interceptor';
import { ParseCategoryPipe } from './category.pipe';
import { SpecTemplateDto } from './dto/spec-template.dto';
import { SpecTemplatesService } from './spec-templates.service';

/**
 * A category's spec template: the labels, units and groups the product page's spec table is
 * rendered with. Cached like the catalogue's other reads (a save invalidates the cache).
 */
@ApiTags('catalogue')
@Public()
@CatalogueData()
@UseInterceptors(CatalogueCacheInterceptor)
@Controller('spec-templates')
export class SpecTemplatesController {
  constructor(private readonly templates: SpecTemplatesService) {}

  @Get(':category')
  @ApiOperation({ summary: "A category's spec template (groups of typed fields, both languages)" })
  @ApiParam({ name: 'category', enum: PART_CATEGORIES })
  @ApiOkResponse({ type: SpecTemplateDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'NOT_FOUND: no such category' })
  get(@Param('category', ParseCategoryPipe) category: PartCategory): Promise<SpecTemplateDto> {
    return this.templates.get(category) as Promise<SpecTemplateDto>;
  }
}
