import { ApiProperty } from '@nestjs/swagger';
import {
  RELEASE_BEACON_STAGES,
  RELEASE_REMOTES,
  RELEASE_VERSION_MAX,
  RELEASE_VERSION_PATTERN,
  type ReleaseBeacon,
  type ReleaseBeaconStage,
  type ReleaseFailureStage,
  type ReleaseLoadCounts,
  type ReleaseLoadReport,
  type ReleaseRemote,
} from '@shop/contracts';
import { IsIn, IsString, Matches, MaxLength } from 'class-validator';

const VERSION_MESSAGE = 'version must be a semantic version such as 1.2.0 or 0.1.0+a1b2c3d4e5';

/** What the shell's beacon says: which release, and whether it loaded or where it failed. */
export class ReleaseBeaconDto implements ReleaseBeacon {
  @ApiProperty({ enum: RELEASE_REMOTES, example: 'mfe-shop' })
  @IsIn(RELEASE_REMOTES, { message: `remote must be one of ${RELEASE_REMOTES.join(', ')}` })
  remote!: ReleaseRemote;

  @ApiProperty({
    maxLength: RELEASE_VERSION_MAX,
    pattern: RELEASE_VERSION_PATTERN.source,
    example: '0.1.0+a1b2c3d4e5',
  })
  @IsString({ message: VERSION_MESSAGE })
  @MaxLength(RELEASE_VERSION_MAX, { message: VERSION_MESSAGE })
  @Matches(RELEASE_VERSION_PATTERN, { message: VERSION_MESSAGE })
  version!: string;

  @ApiProperty({
    enum: RELEASE_BEACON_STAGES,
    description:
      '`loaded`: the remote loaded (once per remote and page); otherwise where its load failed',
  })
  @IsIn(RELEASE_BEACON_STAGES, {
    message: `stage must be one of ${RELEASE_BEACON_STAGES.join(', ')}`,
  })
  stage!: ReleaseBeaconStage;
}

class FailedByDto implements Record<ReleaseFailureStage, number> {
  @ApiProperty({ type: 'integer' }) manifest!: number;
  @ApiProperty({ type: 'integer' }) entry!: number;
  @ApiProperty({ type: 'integer' }) module!: number;
}

class LoadWindowDto {
  @ApiProperty({ format: 'date-time' }) start!: string;
  @ApiProperty({ type: 'integer' }) loaded!: number;
  @ApiProperty({ type: 'integer' }) failed!: number;
}

class ReleaseLoadCountsDto implements ReleaseLoadCounts {
  @ApiProperty({ enum: RELEASE_REMOTES }) remote!: ReleaseRemote;
  @ApiProperty() version!: string;
  @ApiProperty({ type: 'integer' }) loaded!: number;
  @ApiProperty({ type: 'integer' }) failed!: number;
  @ApiProperty({ type: FailedByDto }) failedBy!: FailedByDto;
  @ApiProperty({ type: LoadWindowDto }) lastWindow!: LoadWindowDto;
}

export class ReleaseLoadReportDto implements ReleaseLoadReport {
  @ApiProperty({ type: 'integer', example: 5 }) windowMinutes!: number;
  @ApiProperty({ example: 2 }) abortPercent!: number;
  @ApiProperty({ type: 'integer', example: 50 }) minLoads!: number;
  @ApiProperty({ type: [ReleaseLoadCountsDto] }) releases!: ReleaseLoadCountsDto[];
}
