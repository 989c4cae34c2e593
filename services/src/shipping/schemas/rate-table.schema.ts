import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { CodFee, DeliveryPromotion, DeliveryZone, RateTable, ZoneRate } from '@shop/rules';
import { Types } from 'mongoose';

/**
 * The shop's one delivery rate table (`_id: 'rates'`), as the owner last saved it. Absent until the
 * first save: the API quotes `DEFAULT_RATE_TABLE` (the spec's rule) until then. `version` grows by
 * one per save, and a save names the version it edited, so two admins saving at once cannot
 * silently overwrite each other (one conditional update).
 */
@Schema({ collection: 'shipping_rates', timestamps: true, minimize: false })
export class RateTableRecord implements RateTable {
  @Prop({ type: String })
  _id!: string;

  @Prop({ type: Object, required: true })
  zones!: Record<DeliveryZone, ZoneRate>;

  @Prop({ type: Object, required: true })
  cod!: CodFee;

  @Prop({ type: Object, required: true })
  promotion!: DeliveryPromotion;

  @Prop({ required: true, min: 1 })
  version!: number;

  @Prop({ type: Types.ObjectId })
  updatedByUserId?: Types.ObjectId;

  @Prop({ trim: true, maxlength: 100 })
  updatedByName?: string;

  updatedAt?: Date;
}

export const RATE_TABLE_ID = 'rates';
export const RateTableSchema = SchemaFactory.createForClass(RateTableRecord);
