import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { RELEASE_REMOTES, type ReleaseRemote, type ReleaseSharedModule } from '@shop/contracts';
import { type HydratedDocument, Schema as MongooseSchema, Types } from 'mongoose';

/**
 * One published release of a remote. Immutable: inserted once (unique remote + version) and
 * read; nothing updates or deletes one. Its files are in the release store under
 * `releases/<remote>/<version>/`.
 */
@Schema({ collection: 'releases', versionKey: false })
export class Release {
  @Prop({ type: String, required: true, enum: RELEASE_REMOTES })
  remote!: ReleaseRemote;

  @Prop({ required: true })
  version!: string;

  @Prop({ required: true })
  buildId!: string;

  @Prop({ required: true })
  manifestUrl!: string;

  @Prop({ required: true })
  entryUrl!: string;

  /** SHA-384 SRI of remoteEntry.js, checked again before the release goes live. */
  @Prop({ required: true })
  integrity!: string;

  /** SHA-384 SRI of mf-manifest.json. */
  @Prop({ required: true })
  manifestIntegrity!: string;

  @Prop({ type: [MongooseSchema.Types.Mixed], default: [] })
  shared!: ReleaseSharedModule[];

  @Prop({ type: [MongooseSchema.Types.Mixed], default: [] })
  exposes!: Array<{ name: string; path: string }>;

  /** The `@shop/contracts` version it was built against (the compatibility gate compares it). */
  @Prop()
  contractsVersion?: string;

  @Prop()
  gitCommit?: string;

  @Prop({
    required: true,
    type: { userId: MongooseSchema.Types.ObjectId, email: String },
    _id: false,
  })
  publishedBy!: { userId: Types.ObjectId; email: string };

  @Prop({ required: true })
  publishedAt!: Date;
}

export type ReleaseDocument = HydratedDocument<Release>;
export const ReleaseSchema = SchemaFactory.createForClass(Release);
// A version is published once per remote: the index, not a read before the insert, decides.
ReleaseSchema.index({ remote: 1, version: 1 }, { unique: true });
ReleaseSchema.index({ remote: 1, publishedAt: -1 });
