import { Body, Controller, Get, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { ReleaseLoadReport } from '@shop/contracts';
import { AdminApi, ApiErrorDto, ApiErrors, NoStore, Public } from '../../common';
import { ReleaseBeaconDto, ReleaseLoadReportDto } from './dto/release-beacon.dto';
import { ReleaseBeaconsService } from './release-beacons.service';

/**
 * Beacons per client address: a page sends at most one per remote it loads (three remotes) plus
 * one per release that failed; a minute's browsing of a whole household behind one address fits.
 */
export const RELEASE_BEACON_RATE_LIMIT = { limit: 120, ttlMs: 60_000 } as const;

/** The shell's load beacons (`navigator.sendBeacon`): public, tiny, counted per release. */
@ApiTags('releases')
@Public()
@Controller('releases')
export class ReleaseBeaconsController {
  constructor(private readonly beacons: ReleaseBeaconsService) {}

  @Post('beacon')
  @HttpCode(HttpStatus.NO_CONTENT)
  @UseGuards(ThrottlerGuard)
  @Throttle({
    default: { limit: RELEASE_BEACON_RATE_LIMIT.limit, ttl: RELEASE_BEACON_RATE_LIMIT.ttlMs },
  })
  @ApiOperation({
    summary: 'Report that a release of a remote loaded in a page, or where its load failed',
    description:
      'Counted per release and 5-minute window; a canary whose window passes the abort rule (RELEASE_CANARY_ABORT_PERCENT of at least RELEASE_CANARY_MIN_LOADS loads) is aborted by the API. Names a release, nothing about the visitor. ' +
      `${RELEASE_BEACON_RATE_LIMIT.limit} beacons per client address per ${RELEASE_BEACON_RATE_LIMIT.ttlMs / 1000} s.`,
  })
  @ApiNoContentResponse({ description: 'Counted' })
  @ApiErrors(
    { status: 400, description: 'VALIDATION_FAILED: the field is named' },
    { status: 404, description: 'RELEASE_NOT_FOUND: no such release of the remote' },
  )
  @ApiResponse({ status: 429, type: ApiErrorDto, description: 'TOO_MANY_REQUESTS' })
  async beacon(@Body() body: ReleaseBeaconDto): Promise<void> {
    await this.beacons.count(body);
  }
}

/** The load counts for the admin's Releases page. */
@AdminApi('admin releases')
@NoStore()
@Controller('admin/releases')
export class ReleaseLoadCountsController {
  constructor(private readonly beacons: ReleaseBeaconsService) {}

  @Get('load-counts')
  @ApiOperation({
    summary: "Each release's loads and failed loads (the last 30 days) and its latest window",
  })
  @ApiOkResponse({ type: ReleaseLoadReportDto })
  loadCounts(): Promise<ReleaseLoadReport> {
    return this.beacons.report();
  }
}
