import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LiveReleases } from '@shop/contracts';
import { Public } from '../common';
import { LiveReleasesDto } from './dto/release-answers.dto';
import { ReleaseChannelService } from './release-channel.service';

/**
 * What is live, for the web servers that answer `/config.json` (they ask every few seconds).
 * Public: remote names, versions and file paths only — what any visitor's browser loads anyway.
 */
@ApiTags('releases')
@Public()
@Controller('releases')
export class LiveReleasesController {
  constructor(private readonly channel: ReleaseChannelService) {}

  @Get('live')
  // A few seconds: a promote reaches new page loads within the web server's poll plus this.
  @Header('Cache-Control', 'public, max-age=2')
  @ApiOperation({
    summary: "The live release of each remote in this API's channel (and its canary)",
  })
  @ApiOkResponse({ type: LiveReleasesDto })
  live(): Promise<LiveReleases> {
    return this.channel.live();
  }
}
