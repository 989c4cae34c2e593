import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Public } from '../common';
import { CatalogueCache } from './catalogue-cache';

export class CatalogueVersionDto {
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    example: 42,
    description: 'Moves with every write of what the storefront shows (products, stock, reviews)',
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
 * (tools/static-server/page-cache.ts): a page rendered under one version is served again only while
 * the version has not moved (or its API answers are unchanged). Answered from memory after the same
 * version check as a cached catalogue read, so it is exactly as fresh as the catalogue itself.
 * `edits` lets the renderer tell an admin's change (shown on the next page) from the stock that
 * bookings move (which a page may lag by its `stockLagMs`).
 */
@ApiTags('catalogue')
@Public()
@Controller('catalogue')
export class CatalogueVersionController {
  constructor(private readonly cache: CatalogueCache) {}

  @Get('version')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary: 'The storefront content version (moves on every catalogue or review write)',
  })
  @ApiOkResponse({ type: CatalogueVersionDto })
  async version(): Promise<CatalogueVersionDto> {
    await this.cache.revalidate();
    return { version: this.cache.version, edits: this.cache.edits };
  }
}
