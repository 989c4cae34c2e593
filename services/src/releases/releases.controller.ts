import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { ReleaseRecord, ReleaseStatus } from '@shop/contracts';
import { AdminApi, ApiErrors, type AuthenticatedUser, CurrentUser, NoStore } from '../common';
import {
  AbortCanaryDto,
  CanaryReleaseDto,
  PromoteReleaseDto,
  RegisterReleaseDto,
  RollbackReleaseDto,
} from './dto/release-commands.dto';
import { ReleaseRecordDto, ReleaseStatusDto } from './dto/release-answers.dto';
import { ReleaseChannelService } from './release-channel.service';
import { ReleasesService } from './releases.service';

const CHANGE_ERRORS = [
  {
    status: 400 as const,
    description:
      'VALIDATION_FAILED: an unknown remote, a malformed version, a percent outside 1–99',
  },
  {
    status: 404 as const,
    description:
      'RELEASE_NOT_FOUND: no such release of the remote (or its files are not in the store)',
  },
  {
    status: 409 as const,
    description:
      'RELEASE_CHANNEL_CHANGED (the channel moved on since `expectedRevision`; `current` holds it), RELEASE_INTEGRITY_MISMATCH (the stored files were changed), RELEASE_STATE_CONFLICT (already live, nothing to roll back to, no canary)',
  },
  {
    status: 422 as const,
    description:
      'RELEASE_INCOMPATIBLE: the compatibility gate refused the release (promote, canary, or a rollback to another version than the last known good); `reasons` lists each in English and Bengali (`message`, `messageBn`)',
  },
];

/**
 * Releases of the remotes (`npm run release -- …` calls these): register a stored release, and
 * change what is live in this API's channel. Every change is audit-logged.
 */
@AdminApi('admin releases')
@NoStore()
@Controller('admin/releases')
export class ReleasesController {
  constructor(
    private readonly releases: ReleasesService,
    private readonly channel: ReleaseChannelService,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'The release channel (stable, canary, last known good per remote) and the recent releases',
  })
  @ApiOkResponse({ type: ReleaseStatusDto })
  status(): Promise<ReleaseStatus> {
    return this.channel.status();
  }

  @Post()
  @ApiOperation({
    summary: 'Register a release whose files are in the release store (immutable)',
    description:
      'The API checks the stored files against the integrity sent and reads the shared and exposed modules from the stored mf-manifest.json.',
  })
  @ApiCreatedResponse({ type: ReleaseRecordDto })
  @ApiErrors(
    { status: 400, description: 'VALIDATION_FAILED: the field is named' },
    { status: 404, description: 'RELEASE_NOT_FOUND: the files are not in the release store' },
    { status: 409, description: 'RELEASE_ALREADY_PUBLISHED, RELEASE_INTEGRITY_MISMATCH' },
  )
  register(
    @Body() body: RegisterReleaseDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<ReleaseRecord> {
    return this.releases.register(body, admin);
  }

  @Post('promote')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Make a release the stable one (the one before becomes the last known good)',
  })
  @ApiOkResponse({ type: ReleaseStatusDto })
  @ApiErrors(...CHANGE_ERRORS)
  promote(
    @Body() body: PromoteReleaseDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<ReleaseStatus> {
    return this.channel.promote(body.remote, body.version, context(body, admin));
  }

  @Post('rollback')
  @HttpCode(200)
  @ApiOperation({ summary: 'Go back to a release: the named one, else the last known good' })
  @ApiOkResponse({ type: ReleaseStatusDto })
  @ApiErrors(...CHANGE_ERRORS)
  rollback(
    @Body() body: RollbackReleaseDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<ReleaseStatus> {
    return this.channel.rollback(body.remote, body.version, context(body, admin));
  }

  @Post('canary')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Offer another release to a percentage (1–99) of visitors beside the stable one',
  })
  @ApiOkResponse({ type: ReleaseStatusDto })
  @ApiErrors(...CHANGE_ERRORS)
  canary(
    @Body() body: CanaryReleaseDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<ReleaseStatus> {
    return this.channel.canary(body.remote, body.version, body.percent, context(body, admin));
  }

  @Post('abort')
  @HttpCode(200)
  @ApiOperation({ summary: "Stop a remote's canary" })
  @ApiOkResponse({ type: ReleaseStatusDto })
  @ApiErrors(...CHANGE_ERRORS)
  abort(
    @Body() body: AbortCanaryDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<ReleaseStatus> {
    return this.channel.abort(body.remote, context(body, admin));
  }
}

function context(body: { expectedRevision?: number; reason?: string }, admin: AuthenticatedUser) {
  return { admin, expectedRevision: body.expectedRevision, reason: body.reason };
}
