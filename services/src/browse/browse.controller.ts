import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorDto, CatalogueData, Public } from '../common';
import { BrowseService } from './browse.service';
import { BrowsePageDto, BrowsePartsQueryDto } from './dto/browse.dto';

/** The storefront's filtered listing and search results (/shops). */
@ApiTags('catalogue')
@Public()
@CatalogueData()
@Controller()
export class BrowseController {
  constructor(private readonly browse: BrowseService) {}

  @Get('part/browse')
  @ApiOperation({
    summary:
      'Filtered listing: text search, category, brands, price range, in stock, spec filters; one page with live facet counts',
    description:
      'Every facet is counted over the products matching every OTHER active filter, so a chosen value can be widened. ' +
      'An unknown brand or spec value matches nothing (not an error). Prices are whole taka; Bengali digits are read.',
  })
  @ApiOkResponse({ type: BrowsePageDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description:
      'VALIDATION_FAILED: min above max (with messageBn), a price that is not whole taka, a malformed spec filter, unknown sort, page or limit out of range',
  })
  browseParts(@Query() query: BrowsePartsQueryDto): Promise<BrowsePageDto> {
    return this.browse.browse(query);
  }
}
