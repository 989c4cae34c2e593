import { Injectable } from '@nestjs/common';
import type {
  AuditChange,
  PartCategory,
  SpecField,
  SpecGroup,
  SpecTemplate,
} from '@shop/contracts';
import { AuditService } from '../audit';
import type { AuthenticatedUser } from '../common';
import { SpecTemplatesService } from '../catalogue';

/** The category's name in the log (the Activity page shows the target's label). */
const CATEGORY_LABELS: Record<PartCategory, string> = {
  'smart-watch': 'Smart watches',
  tws: 'Earbuds (TWS)',
  router: 'Routers',
  kettle: 'Kettles',
  phone: 'Phones',
  suitcase: 'Suitcases',
  part: 'Accessories',
};

/** The owner's edits of the spec templates: saved by SpecTemplatesService, then logged. */
@Injectable()
export class SpecTemplatesAdminService {
  constructor(
    private readonly templates: SpecTemplatesService,
    private readonly audit: AuditService,
  ) {}

  list(): Promise<SpecTemplate[]> {
    return this.templates.list();
  }

  async save(
    category: PartCategory,
    groups: SpecGroup[],
    revision: number,
    admin: AuthenticatedUser,
  ): Promise<SpecTemplate> {
    const { before, after } = await this.templates.save(category, groups, revision);
    await this.audit.record({
      action: 'spec-template.updated',
      actor: admin,
      target: { type: 'spec-template', id: category, label: CATEGORY_LABELS[category] },
      changes: templateChanges(before.groups, after.groups),
    });
    return after;
  }
}

/** "Capacity (Battery): number in mAh, 50 to 1000" — one field as the log shows it. */
function fieldText(group: SpecGroup, field: SpecField): string {
  const parts: string[] = [field.type === 'boolean' ? 'yes/no' : field.type];
  if (field.unit) parts[0] += ` in ${field.unit.en}`;
  if (field.min !== undefined || field.max !== undefined) {
    parts.push(`${field.min ?? '…'} to ${field.max ?? '…'}`);
  }
  if (field.choices) parts.push(field.choices.map((choice) => choice.label.en).join(' / '));
  return `${field.label.en} / ${field.label.bn} (${group.label.en}): ${parts.join(', ')}`;
}

/** One change per field added, removed or altered (`fields.<key>`), then the groups' order. */
function templateChanges(before: readonly SpecGroup[], after: readonly SpecGroup[]): AuditChange[] {
  const describe = (groups: readonly SpecGroup[]) =>
    new Map(
      groups.flatMap((group) =>
        group.fields.map((field) => [field.key, fieldText(group, field)] as const),
      ),
    );
  const from = describe(before);
  const to = describe(after);
  const changes: AuditChange[] = [];
  for (const key of new Set([...to.keys(), ...from.keys()])) {
    const was = from.get(key);
    const now = to.get(key);
    if (was === now) continue;
    changes.push({
      field: `fields.${key}`,
      ...(was === undefined ? {} : { before: was }),
      ...(now === undefined ? {} : { after: now }),
    });
  }
  const order = (groups: readonly SpecGroup[]) =>
    groups
      .map(
        (group) => `${group.label.en}: ${group.fields.map((field) => field.label.en).join(', ')}`,
      )
      .join(' · ');
  if (changes.length === 0 && order(before) !== order(after)) {
    changes.push({ field: 'order', before: order(before), after: order(after) });
  }
  return changes;
}
