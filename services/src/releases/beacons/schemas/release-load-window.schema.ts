import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { ReleaseFailureStage, ReleaseRemote } from '@shop/contracts';
import { Schema as MongooseSchema } from 'mongoose';

/**
 * The load beacons of one release in one 5-minute window (`_id`: `<remote>@<version>@<start ISO>`):
 * every beacon is one atomic `$inc` on this document (upserted by the first), so API processes
 * counting at once never lose a count and no beacon is stored on its own.
 */
@Schema({ collection: 'release_load_windows', versionKey: false })
export class ReleaseLoadWindow {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  remote!: ReleaseRemote;

  @Prop({ required: true })
  version!: string;

  @Prop({ required: true })
  start!: Date;

  @Prop({ required: true, default: 0 })
  loaded!: number;

  @Prop({ required: true, default: 0 })
  failed!: number;

  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  failedBy!: Partial<Record<ReleaseFailureStage, number>>;

  /** 30 days after the window: real MongoDB drops it then (TTL), the counts shown are that old. */
  @Prop({ required: true, index: { expireAfterSeconds: 0 } })
  expiresAt!: Date;
}

export const ReleaseLoadWindowSchema = SchemaFactory.createForClass(ReleaseLoadWindow);
ReleaseLoadWindowSchema.index({ remote: 1, version: 1, start: -1 });
