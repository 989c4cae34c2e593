import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { RISK_ACTIONS, type RiskAction, type RiskRule } from '@shop/contracts';
import { Types } from 'mongoose';

/**
 * The owner's one risk rule (`_id: 'rule'`), absent until the first save (DEFAULT_RISK_RULE of
 * @shop/rules applies until then). A save names the version it edited: two admins saving at once
 * cannot silently overwrite each other (one conditional update), as with the delivery rates.
 */
@Schema({ collection: 'risk_rules', timestamps: true })
export class RiskRuleRecord implements RiskRule {
  @Prop({ type: String })
  _id!: string;

  @Prop({ required: true })
  enabled!: boolean;

  @Prop({ required: true, min: 1 })
  minParcels!: number;

  @Prop({ required: true, min: 1, max: 100 })
  minSuccessPercent!: number;

  @Prop({ type: String, required: true, enum: RISK_ACTIONS })
  action!: RiskAction;

  @Prop({ required: true, min: 1 })
  version!: number;

  @Prop({ type: Types.ObjectId })
  updatedByUserId?: Types.ObjectId;

  @Prop({ trim: true, maxlength: 100 })
  updatedByName?: string;

  updatedAt?: Date;
}

export const RISK_RULE_ID = 'rule';
export const RiskRuleSchema = SchemaFactory.createForClass(RiskRuleRecord);
