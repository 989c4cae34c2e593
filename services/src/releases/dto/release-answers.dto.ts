import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type ChannelRemoteState,
  type LiveReleases,
  type LiveRemote,
  RELEASE_REMOTES,
  type ReleaseRecord,
  type ReleaseRemote,
  type ReleaseSharedModule,
  type ReleaseStatus,
} from '@shop/contracts';

class CanaryDto {
  @ApiProperty() version!: string;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 99 }) percent!: number;
  @ApiProperty() salt!: string;
}

class ChannelRemoteStateDto implements ChannelRemoteState {
  @ApiProperty() stable!: string;
  @ApiPropertyOptional() lastKnownGood?: string;
  @ApiPropertyOptional({ type: CanaryDto }) canary?: CanaryDto;
}

class SharedModuleDto implements ReleaseSharedModule {
  @ApiProperty() name!: string;
  @ApiProperty() version!: string;
  @ApiProperty() requiredVersion!: string;
  @ApiProperty() singleton!: boolean;
}

class ExposedModuleDto {
  @ApiProperty() name!: string;
  @ApiProperty() path!: string;
}

class PublisherDto {
  @ApiProperty() userId!: string;
  @ApiProperty() email!: string;
}

export class ReleaseRecordDto implements ReleaseRecord {
  @ApiProperty({ enum: RELEASE_REMOTES }) remote!: ReleaseRemote;
  @ApiProperty() version!: string;
  @ApiProperty() buildId!: string;
  @ApiProperty({ example: '/releases/mfe-shop/0.1.0+a1b2c3d4e5/mf-manifest.json' })
  manifestUrl!: string;
  @ApiProperty() entryUrl!: string;
  @ApiProperty() integrity!: string;
  @ApiProperty() manifestIntegrity!: string;
  @ApiProperty({ type: [SharedModuleDto] }) shared!: SharedModuleDto[];
  @ApiProperty({ type: [ExposedModuleDto] }) exposes!: ExposedModuleDto[];
  @ApiPropertyOptional({ example: '0.1.0' }) contractsVersion?: string;
  @ApiPropertyOptional() gitCommit?: string;
  @ApiProperty({ type: PublisherDto }) publishedBy!: PublisherDto;
  @ApiProperty({ format: 'date-time' }) publishedAt!: string;
}

/** Each remote's place in the channel (a remote never promoted is absent). */
class ChannelRemotesDto implements Partial<Record<ReleaseRemote, ChannelRemoteStateDto>> {
  @ApiPropertyOptional({ type: ChannelRemoteStateDto }) 'mfe-shop'?: ChannelRemoteStateDto;
  @ApiPropertyOptional({ type: ChannelRemoteStateDto }) 'mfe-dashboard'?: ChannelRemoteStateDto;
  @ApiPropertyOptional({ type: ChannelRemoteStateDto }) 'mfe-admin'?: ChannelRemoteStateDto;
}

export class ReleaseStatusDto implements ReleaseStatus {
  @ApiProperty({ example: 'production' }) environment!: string;
  @ApiProperty({ type: 'integer', minimum: 0 }) revision!: number;
  @ApiProperty({ type: ChannelRemotesDto }) remotes!: ChannelRemotesDto;
  @ApiPropertyOptional({ format: 'date-time' }) updatedAt?: string;
  @ApiProperty({ type: [ReleaseRecordDto] }) releases!: ReleaseRecordDto[];
}

class LiveCanaryDto extends CanaryDto {
  @ApiProperty() manifestUrl!: string;
}

class LiveLastKnownGoodDto {
  @ApiProperty() version!: string;
  @ApiProperty() manifestUrl!: string;
}

class LiveRemoteDto implements LiveRemote {
  @ApiProperty({ example: 'mfe_shop' }) name!: string;
  @ApiProperty() version!: string;
  @ApiProperty() manifestUrl!: string;
  @ApiPropertyOptional({ type: LiveCanaryDto }) canary?: LiveCanaryDto;
  @ApiPropertyOptional({
    type: LiveLastKnownGoodDto,
    description: 'The release before this one: what the browser tries when this one fails to load',
  })
  lastKnownGood?: LiveLastKnownGoodDto;
}

/** Each remote's live release (a remote never promoted is absent: the env default is served). */
class LiveRemotesDto implements Partial<Record<ReleaseRemote, LiveRemoteDto>> {
  @ApiPropertyOptional({ type: LiveRemoteDto }) 'mfe-shop'?: LiveRemoteDto;
  @ApiPropertyOptional({ type: LiveRemoteDto }) 'mfe-dashboard'?: LiveRemoteDto;
  @ApiPropertyOptional({ type: LiveRemoteDto }) 'mfe-admin'?: LiveRemoteDto;
}

export class LiveReleasesDto implements LiveReleases {
  @ApiProperty({ example: 'production' }) environment!: string;
  @ApiProperty({ type: 'integer', minimum: 0 }) revision!: number;
  @ApiProperty({ type: LiveRemotesDto }) remotes!: LiveRemotesDto;
}
