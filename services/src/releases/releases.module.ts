import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit';
import { LiveReleasesController } from './live-releases.controller';
import { ReleaseChannelService } from './release-channel.service';
import { ReleasesController } from './releases.controller';
import { ReleasesService } from './releases.service';
import { ReleaseChannel, ReleaseChannelSchema } from './schemas/release-channel.schema';
import { Release, ReleaseSchema } from './schemas/release.schema';

/** Releases of the remotes and the channel that says which is live (README.md beside this file). */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Release.name, schema: ReleaseSchema },
      { name: ReleaseChannel.name, schema: ReleaseChannelSchema },
    ]),
    AuditModule,
  ],
  controllers: [ReleasesController, LiveReleasesController],
  providers: [ReleasesService, ReleaseChannelService],
})
export class ReleasesModule {}
