import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Public } from '../common';
import { CatalogueCache } from './catalogue-cache';

export class CatalogueVersionDto {
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    example: 42,
    description:
      'Moves with every edit of what the storefront shows (products, prices, stock as an admin sets it, reviews) and whenever a product sells out or is back in stock; not with the stock each order takes or gives back',
  })
  version!: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    example: 17,
    description:
      'Moves with every edit: what an admin or a review changed (not the stock orders take or give back)',
  })
  edits!: number;
}

/**
 * The storefront's content version, for the server renderer's page cache
 * (web-server/src/page-cache.ts): a page rendered under one version is served again only while
 * the version has not moved (or its API answers are unchanged). Answered from memory after the same
 * version check as a cached catalogue read, so it is exactly as fresh as the catalogue itself.
 * `edits` lets the renderer tell an admin's change (shown on the next page) from a stock change
 * (which a page may lag by its `stockLagMs`).
 *
 * Public, so it is the catalogue's *visible* version (`CatalogueCache.visible`), not the internal
 * one: the internal version rises with every order and cancellation, and anyone polling it could
 * count the shop's orders. The visible one moves only with what a visitor sees anyway — an edit, or
 * a product selling out or coming back into stock (`invalidate('availability')`) — so a sold-out
 * product still leaves the cached pages within the renderer's `stockLagMs`, as before. The number a
 * page shows left in stock may lag until the next such move; the product page tops it up from the
 * API after hydration and the API enforces stock when the order is placed. Chosen over a second,
 * secret-protected endpoint for the renderer: nothing to share between the API and every renderer,
 * and nothing to leak when it is misconfigured.
 */
@ApiTags('catalogue')
@Public()
@Controller('catalogue')
export class CatalogueVersionController {
  constructor(private readonly cache: CatalogueCache) {}

  @Get('version')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary:
      'The storefront content version (moves on catalogue and review edits and on sold-out/back-in-stock changes)',
  })
  @ApiOkResponse({ type: CatalogueVersionDto })
  async version(): Promise<CatalogueVersionDto> {
    await this.cache.revalidate();
    return { version: this.cache.visible, edits: this.cache.edits };
  }
}
