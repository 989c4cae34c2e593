import type { AuditChange, AuditEntry } from '@shop/contracts';
import { type Formatters, Trans, useFormat } from '@shop/i18n';
import { EmailText, Unbroken } from '@shop/ui';
import { Children, type ReactNode } from 'react';
import { Thumbnail } from '../../../components/thumbnail';
import { type AdminT, useAdminT } from '../../../lib/i18n';
import { oneLine } from '../utils/one-line';

type Value = AuditChange['before'];

/** Fields whose values are words of a fixed list: translated under `activity.values.<field>`. */
const WORD_FIELDS = new Set(['status', 'payment', 'return', 'role', 'visibility']);
const MONEY_FIELDS = new Set(['price', 'refundedTaka']);
const COUNT_FIELDS = new Set(['quantity', 'retting']);
const TIME_FIELDS = new Set(['createdAt']);
const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** A value as a person reads it: money in taka, words translated, never an id. */
export function formatAuditValue(field: string, value: Value, t: AdminT, f: Formatters): string {
  if (value === undefined || value === null || value === '') return t('activity.values.none');
  if (typeof value === 'boolean') return t(value ? 'activity.values.yes' : 'activity.values.no');
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return f.price(value);
  if (COUNT_FIELDS.has(field) && typeof value === 'number') return f.number(value);
  if (TIME_FIELDS.has(field)) return f.dateTime(String(value));
  if (field === 'category') {
    return t(`parts.categories.${String(value)}`, { defaultValue: String(value) });
  }
  if (WORD_FIELDS.has(field)) {
    return t(`activity.values.${field}.${String(value)}`, { defaultValue: String(value) });
  }
  if (typeof value === 'number') return f.number(value);
  // An id (e.g. a product that no longer exists) is never shown.
  if (OBJECT_ID.test(value)) return t('activity.values.gone');
  return oneLine(value);
}

/**
 * A field's name: a spec of a product (`specs.<key>`) or a field of a spec sheet (`fields.<key>`)
 * by what it is, since its value already names it ("Capacity: 300 mAh").
 */
const fieldName = (field: string, t: AdminT) => {
  if (field.startsWith('specs.')) return t('activity.fields.spec');
  if (field.startsWith('fields.')) return t('activity.fields.specField');
  return t(`activity.fields.${field}`, { defaultValue: field });
};

/** The key and values of an entry's sentence. */
function sentenceOf(
  entry: AuditEntry,
  t: AdminT,
  f: Formatters,
): { key: string; values: Record<string, string | number> } {
  const change = (field: string) => entry.changes.find((item) => item.field === field);
  const value = (field: string, side: 'before' | 'after') =>
    formatAuditValue(field, change(field)?.[side], t, f);
  // Names and labels as stored, but on one line (a customer's name may be older than that rule).
  const base = { actor: oneLine(entry.actor.name), target: oneLine(entry.target.label) };
  switch (entry.action) {
    case 'product.updated': {
      if (entry.changes.length !== 1) return { key: 'product.updatedMany', values: base };
      const [only] = entry.changes;
      return {
        key: 'product.updatedOne',
        values: {
          ...base,
          field: t(`activity.fields.${only.field}Lower`, {
            defaultValue: fieldName(only.field, t),
          }),
          before: value(only.field, 'before'),
          after: value(only.field, 'after'),
        },
      };
    }
    case 'order.status-changed':
      return change('status')?.after === 'cancelled'
        ? { key: 'order.cancelled', values: base }
        : {
            key: 'order.status-changed',
            values: { ...base, before: value('status', 'before'), after: value('status', 'after') },
          };
    case 'order.refunded': {
      const refunded = change('refundedTaka');
      const amount = Number(refunded?.after ?? 0) - Number(refunded?.before ?? 0);
      return amount > 0
        ? { key: 'order.refunded', values: { ...base, amount } }
        : { key: 'order.refundStarted', values: base };
    }
    case 'order.return-updated':
      return {
        key: 'order.return-updated',
        values: { ...base, before: value('return', 'before'), after: value('return', 'after') },
      };
    case 'user.role-changed':
      return {
        key: change('role')?.after === 'admin' ? 'user.madeAdmin' : 'user.madeCustomer',
        values: base,
      };
    default:
      return { key: entry.action, values: base };
  }
}

const who = <strong translate="no" />;
const what = <strong translate="no" />;

/** A contact message's label, "rahim@shop.local · Order question" (services/src/contact). */
const MESSAGE_LABEL = /^(\S+@\S+) · ([\s\S]*)$/;

/**
 * The sentence's target when it is a contact message: its sender's address breaks only after its
 * `@` (EmailText), the subject as words. Trans gives it the label as its children.
 */
function MessageTarget({ children }: { children?: ReactNode }) {
  const label = Children.toArray(children).join('');
  const parts = MESSAGE_LABEL.exec(label);
  if (!parts) return <strong translate="no">{children}</strong>;
  return (
    <strong translate="no">
      <EmailText email={parts[1]} inline /> · {parts[2]}
    </strong>
  );
}

/** "Rahim changed the price of Boat Airdopes 141 from ৳1,200 to ৳1,150." */
export function ActivitySentence({ entry }: { entry: AuditEntry }) {
  const { t } = useAdminT();
  const f = useFormat();
  const { key, values } = sentenceOf(entry, t, f);
  return (
    <span className="activity__sentence">
      <Trans
        t={t}
        i18nKey={`activity.sentence.${key}`}
        defaults={t('activity.sentence.unknown')}
        values={values}
        components={{ who, what: entry.target.type === 'message' ? <MessageTarget /> : what }}
        shouldUnescape
      />
    </span>
  );
}

/**
 * A shipment as the API records it, "<courier> <consignment or tracking code> [<state>]": the
 * courier by its name, the code whole (a courier's support line asks for it, so it never breaks
 * inside; the cell grows to fit it instead), the state in the words the order page uses for it
 * ("Waiting for pickup", not `booked`); a state this desk has no words for, as recorded.
 */
function ShipmentValue({ value }: { value: string }) {
  const { t } = useAdminT();
  const [courier, code, ...rest] = value.split(' ');
  if (!code) return <span translate="no">{value}</span>;
  const recorded = rest.join(' ');
  const state = recorded ? t(`courierBooking.state.${recorded}`, { defaultValue: '' }) : '';
  return (
    <span>
      <span translate="no">
        {t(`courierBooking.couriers.${courier}`, { defaultValue: courier })}{' '}
        <Unbroken>{code}</Unbroken>
      </span>
      {state ? ` (${state})` : recorded && <span translate="no">{` (${recorded})`}</span>}
    </span>
  );
}

/** One line per field: "Price: ৳1,200 → ৳1,150"; a new value alone, or "was …" for a removed one. */
export function ActivityChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useAdminT();
  const f = useFormat();
  const lines = entry.changes.map((change) => {
    const shown = (side: 'before' | 'after'): ReactNode =>
      change.field === 'email' && typeof change[side] === 'string' && change[side] ? (
        <EmailText email={oneLine(String(change[side]))} inline />
      ) : change.field === 'shipment' && typeof change[side] === 'string' && change[side] ? (
        <ShipmentValue value={oneLine(String(change[side]))} />
      ) : change.field === 'img' && typeof change[side] === 'string' && change[side] ? (
        <Thumbnail
          img={String(change[side])}
          alt={t('activity.values.photoOf', { name: oneLine(entry.target.label) })}
        />
      ) : (
        <span
          translate={
            typeof change[side] === 'string' && !WORD_FIELDS.has(change.field) ? 'no' : undefined
          }
        >
          {formatAuditValue(change.field, change[side], t, f)}
        </span>
      );
    const hasBefore = 'before' in change;
    const hasAfter = 'after' in change;
    return (
      <li key={change.field} className="activity__change">
        <span className="activity__field">{fieldName(change.field, t)}:</span>{' '}
        {hasBefore && hasAfter ? (
          <>
            {shown('before')} <span aria-label={t('activity.to')}>→</span> {shown('after')}
          </>
        ) : hasAfter ? (
          shown('after')
        ) : (
          <>
            {t('activity.was')} {shown('before')}
          </>
        )}
      </li>
    );
  });
  if (lines.length === 0 && !entry.note) return null;
  return (
    <div className="activity__details">
      {lines.length > 0 && <ul className="activity__changes">{lines}</ul>}
      {entry.note && (
        <p className="activity__note">
          {t('activity.note')} <q translate="no">{oneLine(entry.note)}</q>
        </p>
      )}
    </div>
  );
}
