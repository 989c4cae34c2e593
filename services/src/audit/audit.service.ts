import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type {
  AuditAction,
  AuditChange,
  AuditEntry as AuditEntryAnswer,
  AuditEntryPage,
  AuditTargetType,
} from '@shop/contracts';
import mongoose, { type FilterQuery, type Model, Types } from 'mongoose';
import type { AuthenticatedUser } from '../common';
import { AuditEntry } from './schemas/audit-entry.schema';

/** What a module hands to `AuditService.record` after an admin's write succeeded. */
export interface AuditRecord {
  action: AuditAction;
  /** The admin: `@CurrentUser()` of the route (id, name and email as they are now). */
  actor: Pick<AuthenticatedUser, 'id' | 'name' | 'email'>;
  /** `label` is what a person reads: a product's name, "#<order number> · <customer>", a user's name, a review's author, a message's sender. */
  target: { type: AuditTargetType; id: string; label: string };
  /** The fields that changed, before and after (`changesBetween` of `audit-changes.ts`). */
  changes?: AuditChange[];
  /** The admin's reason or note, when the action takes one. */
  note?: string;
}

/** `GET /api/admin/activity`'s filters, validated by the controller's DTO. */
export interface AuditQuery {
  actor?: string;
  action?: AuditAction;
  targetType?: AuditTargetType;
  targetId?: string;
  /** ISO 8601 (validated by the DTO). */
  from?: string;
  to?: string;
  page?: number;
  limit?: number;
}

export const DEFAULT_AUDIT_PAGE_LIMIT = 20;

type Row = {
  _id: Types.ObjectId;
  at: Date;
  action: AuditAction;
  actor: { userId: Types.ObjectId; name: string; email: string };
  target: { type: AuditTargetType; id: string; label: string };
  changes?: AuditChange[];
  note?: string;
};

const NEWEST_FIRST = { at: -1, _id: -1 } as const;

/**
 * The audit log of admin actions. The only code that touches the AuditEntry model.
 * **Append-only**: it inserts and reads entries; no method updates or deletes one.
 *
 * How to record an action — in the module's own service, after its write succeeded (never before:
 * a refused or failed action leaves no entry), import `AuditModule` and inject `AuditService`:
 *
 * ```ts
 * await this.audit.record({
 *   action: 'review.hidden',
 *   actor: admin,                       // @CurrentUser() of the route: {id, name, email}
 *   target: { type: 'review', id: review._id, label: review.name },
 *   changes: [{ field: 'visibility', before: 'visible', after: 'hidden' }],
 *   note: reason,
 * });
 * ```
 *
 * `record` never throws: when the entry cannot be stored the admin's change has already been made,
 * and failing the request would make them retry an action that happened. It logs the whole entry
 * as one JSON error line instead ("Audit entry NOT stored: {...}"), so it can be recovered from
 * the log, and resolves.
 */
@Injectable()
export class AuditService {
  private readonly logger = new Logger(AuditService.name);

  constructor(@InjectModel(AuditEntry.name) private readonly entries: Model<AuditEntry>) {}

  async record(entry: AuditRecord): Promise<void> {
    const at = new Date();
    try {
      await this.entries.create({
        at,
        action: entry.action,
        actor: {
          userId: new Types.ObjectId(entry.actor.id),
          name: entry.actor.name,
          email: entry.actor.email,
        },
        target: entry.target,
        changes: entry.changes ?? [],
        ...(entry.note ? { note: entry.note } : {}),
      });
    } catch (error) {
      this.logger.error(
        `Audit entry NOT stored (${error instanceof Error ? error.message : String(error)}): ${JSON.stringify({ at, ...entry })}`,
      );
    }
  }

  /** One page of the log, newest first, with every admin who appears in it. */
  async list(query: AuditQuery): Promise<AuditEntryPage> {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_AUDIT_PAGE_LIMIT;
    const filter = toFilter(query);
    const [rows, total, actors] = await Promise.all([
      this.entries
        .find(filter)
        .sort(NEWEST_FIRST)
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<Row[]>()
        .exec(),
      this.entries.countDocuments(filter).exec(),
      this.actors(),
    ]);
    return { items: rows.map(toAnswer), total, page, limit, actors };
  }

  /** Every admin in the log (current and former), with the name of their latest entry, by name. */
  private async actors(): Promise<AuditEntryPage['actors']> {
    const groups = await this.entries
      .aggregate<{ _id: Types.ObjectId; name: string }>([
        { $sort: { at: -1 } },
        { $group: { _id: '$actor.userId', name: { $first: '$actor.name' } } },
      ])
      .exec();
    return groups
      .map((group) => ({ userId: String(group._id), name: group.name }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
  }
}

function toFilter(query: AuditQuery): FilterQuery<AuditEntry> {
  const filter: FilterQuery<AuditEntry> = {};
  if (query.actor) filter['actor.userId'] = new Types.ObjectId(query.actor);
  if (query.action) filter.action = query.action;
  if (query.targetType) filter['target.type'] = query.targetType;
  if (query.targetId) filter['target.id'] = query.targetId;
  if (query.from || query.to) {
    filter.at = mongoose.trusted({
      ...(query.from ? { $gte: new Date(query.from) } : {}),
      ...(query.to ? { $lte: new Date(query.to) } : {}),
    });
  }
  return filter;
}

function toAnswer(row: Row): AuditEntryAnswer {
  return {
    _id: row._id.toHexString(),
    at: row.at.toISOString(),
    action: row.action,
    actor: { userId: String(row.actor.userId), name: row.actor.name, email: row.actor.email },
    target: { type: row.target.type, id: row.target.id, label: row.target.label },
    changes: row.changes ?? [],
    ...(row.note ? { note: row.note } : {}),
  };
}
