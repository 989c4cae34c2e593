import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { RISK_ACTIONS, type RiskAction, type RiskRule, type StoredRiskRule } from '@shop/contracts';
import { MAX_RISK_MIN_PARCELS, RISK_RULE_MESSAGES } from '@shop/rules';
import { IsBoolean, IsIn, IsInt, Max, Min } from 'class-validator';

const ACTION_TEXT =
  '`mark`: the order is marked; `require_advance`: marked, and the panel offers to ask the customer for the delivery charge in advance by bKash';

export class RiskRuleDto implements StoredRiskRule {
  @ApiProperty({ description: 'Off: no order is marked' })
  enabled!: boolean;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_RISK_MIN_PARCELS, example: 3 })
  minParcels!: number;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 100, example: 60 })
  minSuccessPercent!: number;

  @ApiProperty({ enum: RISK_ACTIONS, description: ACTION_TEXT })
  action!: RiskAction;

  @ApiProperty({ type: 'integer', minimum: 0, description: '0: the default rule, never saved' })
  version!: number;

  @ApiPropertyOptional()
  updatedByName?: string;

  @ApiPropertyOptional({ format: 'date-time' })
  updatedAt?: string;
}

/** PUT /admin/risk/rule: the whole rule and the version it was edited from. */
export class SaveRiskRuleDto implements RiskRule {
  @ApiProperty()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled!: boolean;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_RISK_MIN_PARCELS, example: 3 })
  @IsInt({ message: RISK_RULE_MESSAGES.minParcels })
  @Min(1, { message: RISK_RULE_MESSAGES.minParcels })
  @Max(MAX_RISK_MIN_PARCELS, { message: RISK_RULE_MESSAGES.minParcels })
  minParcels!: number;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 100, example: 60 })
  @IsInt({ message: RISK_RULE_MESSAGES.minSuccessPercent })
  @Min(1, { message: RISK_RULE_MESSAGES.minSuccessPercent })
  @Max(100, { message: RISK_RULE_MESSAGES.minSuccessPercent })
  minSuccessPercent!: number;

  @ApiProperty({ enum: RISK_ACTIONS, description: ACTION_TEXT })
  @IsIn(RISK_ACTIONS, { message: `action must be one of ${RISK_ACTIONS.join(', ')}` })
  action!: RiskAction;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'The version this edit started from' })
  @IsInt({ message: 'version must be a whole number' })
  @Min(0, { message: 'version must be a whole number' })
  version!: number;
}
