import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit';
import {
  ReleaseBeaconsController,
  ReleaseLoadCountsController,
} from './beacons/release-beacons.controller';
import { ReleaseBeaconsService } from './beacons/release-beacons.service';
import {
  ReleaseLoadWindow,
  ReleaseLoadWindowSchema,
} from './beacons/schemas/release-load-window.schema';
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
      { name: ReleaseLoadWindow.name, schema: ReleaseLoadWindowSchema },
    ]),
    AuditModule,
  ],
  controllers: [
    ReleasesController,
    LiveReleasesController,
    ReleaseBeaconsController,
    ReleaseLoadCountsController,
  ],
  providers: [ReleasesService, ReleaseChannelService, ReleaseBeaconsService],
})
export class ReleasesModule {}
