import { Controller, Get, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import {
  CatalogueCacheInterceptor,
  MAX_SEARCH_RESULTS,
  PartMatchDto,
  SEARCH_RATE_LIMIT,
  SEARCH_TOO_MANY_MESSAGE,
  SearchPartsQueryDto,
  SearchThrottlerGuard,
} from '../catalogue';
import { ApiErrorDto, CatalogueData, Public } from '../common';
import { SearchService } from './search.service';

/**
 * The navbar's search and the results page (`/shops?q=`): the catalogue's search engine behind the
 * spec's `GET /part/search`. Public, the same for every caller, cached like the catalogue's other
 * reads (its answers change only when the catalogue does).
 */
@ApiTags('catalogue')
@Public()
@CatalogueData()
@UseInterceptors(CatalogueCacheInterceptor)
@Controller()
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get('part/search')
  @UseGuards(SearchThrottlerGuard)
  @Throttle({ default: { limit: SEARCH_RATE_LIMIT.limit, ttl: SEARCH_RATE_LIMIT.ttlMs } })
  @ApiOperation({
    summary: `Search: at most ${MAX_SEARCH_RESULTS} products on sale matching q, best first`,
    description:
      'q is English, Bengali script or Bengali in Latin letters (Banglish); typos in longer words are ' +
      'forgiven, the last word may be the start of one, model numbers ("A15", "C6") match exactly. ' +
      'In stock before sold out at equal relevance. ' +
      `${SEARCH_RATE_LIMIT.limit} searches per client address per ${SEARCH_RATE_LIMIT.ttlMs / 1000} s.`,
  })
  @ApiResponse({
    status: 429,
    type: ApiErrorDto,
    description: `TOO_MANY_REQUESTS '${SEARCH_TOO_MANY_MESSAGE}', with Retry-After`,
  })
  @ApiOkResponse({ type: PartMatchDto, isArray: true })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: 'VALIDATION_FAILED: q missing, blank or longer than 100 characters',
  })
  searchParts(@Query() query: SearchPartsQueryDto): Promise<PartMatchDto[]> {
    return this.search.suggest(query.q, MAX_SEARCH_RESULTS);
  }
}
