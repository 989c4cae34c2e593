import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { RiskRule, StoredRiskRule } from '@shop/contracts';
import {
  DEFAULT_RISK_RULE,
  RISK_RULE_MESSAGES,
  RISK_RULE_MESSAGES_BN,
  riskRuleError,
} from '@shop/rules';
import mongoose, { type Model, Types } from 'mongoose';
import { AuditService, changesBetween } from '../audit';
import type { AuthenticatedUser } from '../common';
import { RiskRuleChangedError, RiskRuleInvalidError } from './risk-errors';
import { RISK_RULE_ID, RiskRuleRecord } from './schemas/risk-rule.schema';

const RULE_FIELDS = ['enabled', 'minParcels', 'minSuccessPercent', 'action'] as const;

const view = (record: RiskRuleRecord): StoredRiskRule => ({
  enabled: record.enabled,
  minParcels: record.minParcels,
  minSuccessPercent: record.minSuccessPercent,
  action: record.action,
  version: record.version,
  updatedByName: record.updatedByName,
  updatedAt: record.updatedAt?.toISOString(),
});

/** The owner's risk rule: read (default until saved) and saved by admins, audit-logged. */
@Injectable()
export class RiskRuleService {
  constructor(
    @InjectModel(RiskRuleRecord.name) private readonly rules: Model<RiskRuleRecord>,
    private readonly audit: AuditService,
  ) {}

  async rule(): Promise<StoredRiskRule> {
    const saved = await this.rules.findById(RISK_RULE_ID).lean<RiskRuleRecord>().exec();
    return saved ? view(saved) : { ...DEFAULT_RISK_RULE, version: 0 };
  }

  async save(
    input: RiskRule & { version: number },
    admin: AuthenticatedUser,
  ): Promise<StoredRiskRule> {
    const problem = riskRuleError(input);
    if (problem) {
      throw new RiskRuleInvalidError(
        problem.field,
        RISK_RULE_MESSAGES[problem.message],
        RISK_RULE_MESSAGES_BN[problem.message],
      );
    }
    const before = await this.rule();
    if (before.version !== input.version) throw new RiskRuleChangedError();
    const rule: RiskRule = {
      enabled: input.enabled,
      minParcels: input.minParcels,
      minSuccessPercent: input.minSuccessPercent,
      action: input.action,
    };
    let saved: RiskRuleRecord | null;
    try {
      saved = await this.rules
        .findOneAndUpdate(
          input.version === 0
            ? { _id: RISK_RULE_ID, version: mongoose.trusted({ $exists: false }) }
            : { _id: RISK_RULE_ID, version: input.version },
          {
            $set: {
              ...rule,
              version: input.version + 1,
              updatedByUserId: new Types.ObjectId(admin.id),
              updatedByName: admin.name,
            },
          },
          { new: true, upsert: input.version === 0 },
        )
        .lean<RiskRuleRecord>()
        .exec();
    } catch (error) {
      // Two first saves at once: the unique _id refuses the second upsert.
      if ((error as { code?: number }).code === 11000) throw new RiskRuleChangedError();
      throw error;
    }
    if (!saved) throw new RiskRuleChangedError();
    const after = view(saved);
    await this.audit.record({
      action: 'risk.rule-updated',
      actor: admin,
      target: { type: 'risk-rule', id: RISK_RULE_ID, label: 'Risk rule' },
      changes: changesBetween<RiskRule>(before, after, RULE_FIELDS),
    });
    return after;
  }
}
