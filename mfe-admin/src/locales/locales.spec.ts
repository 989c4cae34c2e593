import { AUDIT_ACTIONS } from '@shop/contracts';
import { flattenMessages, messageProblems } from '@shop/i18n';
import bn from './bn.json';
import en from './en.json';

describe('the admin messages', () => {
  it('have every key in both languages, with the same placeholders and number formatters', () => {
    expect(messageProblems(en, bn)).toEqual([]);
  });

  it('are translated: no Bengali text is the English one', () => {
    const english = flattenMessages(en);
    const same = [...flattenMessages(bn)].filter(([key, text]) => english.get(key) === text);
    expect(same).toEqual([]);
  });

  it('say every action of the audit log in a sentence of its own, not the fallback', () => {
    // These read as one of two sentences, picked by what changed (activity-entry.tsx, sentenceOf).
    const chosen: Record<string, string[]> = {
      'product.updated': ['product.updatedOne', 'product.updatedMany'],
      'order.status-changed': ['order.status-changed', 'order.cancelled'],
      'order.refunded': ['order.refunded', 'order.refundStarted'],
      'user.role-changed': ['user.madeAdmin', 'user.madeCustomer'],
    };
    for (const messages of [en, bn]) {
      const keys = flattenMessages(messages);
      const missing = AUDIT_ACTIONS.flatMap((action) => chosen[action] ?? [action]).filter(
        (key) => !keys.has(`activity.sentence.${key}`),
      );
      expect(missing).toEqual([]);
    }
  });
});
