import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CANARY_PERCENT_MAX,
  CANARY_PERCENT_MIN,
  RELEASE_REMOTES,
  RELEASE_VERSION_MAX,
  RELEASE_VERSION_PATTERN,
  type ReleaseRemote,
} from '@shop/contracts';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { NoControlCharacters } from '../../common';

const REASON_MAX = 300;
/** One line without control characters (as ControlCharactersPipe reads them), for the document. */
const REASON_PATTERN = '^[^\\u0000-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]*$';
const VERSION_MESSAGE = 'version must be a semantic version such as 1.2.0 or 0.1.0+a1b2c3d4e5';
const VERSION_SCHEMA = {
  maxLength: RELEASE_VERSION_MAX,
  pattern: RELEASE_VERSION_PATTERN.source,
  example: '0.1.0+a1b2c3d4e5',
};

/** The remote, the channel revision the admin decided on, and why. */
class ChannelChangeDto {
  @ApiProperty({ enum: RELEASE_REMOTES, example: 'mfe-shop' })
  @IsIn(RELEASE_REMOTES, { message: `remote must be one of ${RELEASE_REMOTES.join(', ')}` })
  remote!: ReleaseRemote;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: Number.MAX_SAFE_INTEGER,
    description:
      'The channel revision this change is based on (from the status): when the channel has moved on since, the answer is 409 RELEASE_CHANNEL_CHANGED and nothing changes. Without it, the revision the API reads.',
  })
  @IsOptional()
  @IsInt({ message: 'expectedRevision must be a whole number' })
  @Min(0, { message: 'expectedRevision must be 0 or more' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'expectedRevision is too large' })
  expectedRevision?: number;

  @ApiPropertyOptional({ maxLength: REASON_MAX, pattern: REASON_PATTERN, example: 'Footer fix' })
  @IsOptional()
  @IsString({ message: 'reason must be text' })
  @MaxLength(REASON_MAX, { message: `reason must be ${REASON_MAX} characters or shorter` })
  @NoControlCharacters('reason')
  reason?: string;
}

export class PromoteReleaseDto extends ChannelChangeDto {
  @ApiProperty(VERSION_SCHEMA)
  @IsString({ message: VERSION_MESSAGE })
  @MaxLength(RELEASE_VERSION_MAX, { message: VERSION_MESSAGE })
  @Matches(RELEASE_VERSION_PATTERN, { message: VERSION_MESSAGE })
  version!: string;
}

export class RollbackReleaseDto extends ChannelChangeDto {
  @ApiPropertyOptional({ ...VERSION_SCHEMA, description: 'Default: the last known good release' })
  @IsOptional()
  @IsString({ message: VERSION_MESSAGE })
  @MaxLength(RELEASE_VERSION_MAX, { message: VERSION_MESSAGE })
  @Matches(RELEASE_VERSION_PATTERN, { message: VERSION_MESSAGE })
  version?: string;
}

export class CanaryReleaseDto extends PromoteReleaseDto {
  @ApiProperty({
    type: 'integer',
    minimum: CANARY_PERCENT_MIN,
    maximum: CANARY_PERCENT_MAX,
    example: 10,
  })
  @IsInt({ message: 'percent must be a whole number from 1 to 99' })
  @Min(CANARY_PERCENT_MIN, { message: 'percent must be a whole number from 1 to 99' })
  @Max(CANARY_PERCENT_MAX, { message: 'percent must be a whole number from 1 to 99' })
  percent!: number;
}

export class AbortCanaryDto extends ChannelChangeDto {}

const INTEGRITY_PATTERN = /^sha384-[A-Za-z0-9+/]{64}$/;
const INTEGRITY_MESSAGE = (field: string) =>
  `${field} must be a SHA-384 integrity (sha384-<64 base64 characters>)`;

/** `npm run release -- publish`: the release whose files it copied into the store. */
export class RegisterReleaseDto {
  @ApiProperty({ enum: RELEASE_REMOTES, example: 'mfe-shop' })
  @IsIn(RELEASE_REMOTES, { message: `remote must be one of ${RELEASE_REMOTES.join(', ')}` })
  remote!: ReleaseRemote;

  @ApiProperty(VERSION_SCHEMA)
  @IsString({ message: VERSION_MESSAGE })
  @MaxLength(RELEASE_VERSION_MAX, { message: VERSION_MESSAGE })
  @Matches(RELEASE_VERSION_PATTERN, { message: VERSION_MESSAGE })
  version!: string;

  @ApiProperty({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z._-]+$', example: 'a1b2c3d4e5' })
  @IsString({ message: 'buildId must be text' })
  @MinLength(1, { message: 'buildId must not be empty' })
  @MaxLength(64, { message: 'buildId must be 64 characters or shorter' })
  @Matches(/^[0-9A-Za-z._-]+$/, {
    message: 'buildId may hold letters, digits, dots, dashes and underscores',
  })
  buildId!: string;

  @ApiProperty({ description: 'SHA-384 of remoteEntry.js', pattern: INTEGRITY_PATTERN.source })
  @IsString({ message: INTEGRITY_MESSAGE('integrity') })
  @Matches(INTEGRITY_PATTERN, { message: INTEGRITY_MESSAGE('integrity') })
  integrity!: string;

  @ApiProperty({ description: 'SHA-384 of mf-manifest.json', pattern: INTEGRITY_PATTERN.source })
  @IsString({ message: INTEGRITY_MESSAGE('manifestIntegrity') })
  @Matches(INTEGRITY_PATTERN, { message: INTEGRITY_MESSAGE('manifestIntegrity') })
  manifestIntegrity!: string;

  @ApiPropertyOptional({
    ...VERSION_SCHEMA,
    example: '0.1.0',
    description:
      'The @shop/contracts version the remote was built against; a release without one cannot go live (the compatibility gate)',
  })
  @IsOptional()
  @IsString({ message: 'contractsVersion must be a semantic version such as 0.1.0' })
  @MaxLength(RELEASE_VERSION_MAX, {
    message: 'contractsVersion must be a semantic version such as 0.1.0',
  })
  @Matches(RELEASE_VERSION_PATTERN, {
    message: 'contractsVersion must be a semantic version such as 0.1.0',
  })
  contractsVersion?: string;

  @ApiPropertyOptional({ pattern: '^[0-9a-f]{7,40}$', example: 'e4a5918' })
  @IsOptional()
  @IsString({ message: 'gitCommit must be a git commit hash' })
  @Matches(/^[0-9a-f]{7,40}$/, { message: 'gitCommit must be a git commit hash' })
  gitCommit?: string;
}
