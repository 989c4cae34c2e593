import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditChange,
  type AuditTargetType,
} from '@shop/contracts';
import { type HydratedDocument, Schema as MongooseSchema, Types } from 'mongoose';

/** Who did it, as they were at the time (a later rename or removal does not rewrite the log). */
@Schema({ _id: false })
export class AuditActor {
  @Prop({ required: true, type: MongooseSchema.Types.ObjectId })
  userId!: Types.ObjectId;

  @Prop({ required: true })
  name!: string;

  @Prop({ required: true })
  email!: string;
}

/** What it was done to, with the label a person reads (never only an id). */
@Schema({ _id: false })
export class AuditTarget {
  @Prop({ type: String, required: true, enum: AUDIT_TARGET_TYPES })
  type!: AuditTargetType;

  @Prop({ required: true })
  id!: string;

  @Prop({ required: true })
  label!: string;
}

/**
 * One admin action. Append-only: the code inserts entries and reads them, nothing
 * updates or deletes one (AuditService has no such method, no route does).
 */
@Schema({ collection: 'audit_entries', versionKey: false })
export class AuditEntry {
  @Prop({ required: true })
  at!: Date;

  @Prop({ type: String, required: true, enum: AUDIT_ACTIONS })
  action!: AuditAction;

  @Prop({ required: true, type: AuditActor })
  actor!: AuditActor;

  @Prop({ required: true, type: AuditTarget })
  target!: AuditTarget;

  /** `{field, before?, after?}`: values are text, numbers, booleans or null. */
  @Prop({ type: [MongooseSchema.Types.Mixed], default: [] })
  changes!: AuditChange[];

  @Prop()
  note?: string;
}

export type AuditEntryDocument = HydratedDocument<AuditEntry>;

export const AuditEntrySchema = SchemaFactory.createForClass(AuditEntry);

/** The Activity page unfiltered: newest first. */
AuditEntrySchema.index({ at: -1, _id: -1 });
/** Filtered by who, what or which thing, newest first (`from`/`to` narrow the `at` range). */
AuditEntrySchema.index({ 'actor.userId': 1, at: -1, _id: -1 });
AuditEntrySchema.index({ action: 1, at: -1, _id: -1 });
AuditEntrySchema.index({ 'target.type': 1, at: -1, _id: -1 });
AuditEntrySchema.index({ 'target.type': 1, 'target.id': 1, at: -1, _id: -1 });
