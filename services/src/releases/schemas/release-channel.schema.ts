import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { ChannelRemoteState, ReleaseRemote } from '@shop/contracts';
import { Schema as MongooseSchema } from 'mongoose';

/**
 * What is live in one environment (`_id`: `production`, ...): per remote its stable version, an
 * optional canary and the last known good version. Every change is one conditional update on
 * `revision` (ReleaseChannelService), so two changes made at once never both apply.
 */
@Schema({ collection: 'release_channels', versionKey: false })
export class ReleaseChannel {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true, default: 0 })
  revision!: number;

  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  remotes!: Partial<Record<ReleaseRemote, ChannelRemoteState>>;

  @Prop()
  updatedAt?: Date;
}

export const ReleaseChannelSchema = SchemaFactory.createForClass(ReleaseChannel);
