/**
 * The validation messages of `@shop/rules` in every language. The validators (shared with the API)
 * return the spec's English text; forms keep that English in their state and translate it where it
 * is shown: `translateRuleMessage(message, t)` finds the English text's id and shows
 * `common:rules.<group>.<id>` (the same text in English, its translation in Bengali). A text with
 * no id (a server message the rules do not know) is shown as it is.
 */
import {
  ADDRESS_BOOK_MESSAGES,
  AUTH_MESSAGES,
  CONTACT_LIMITS,
  MODERATION_MESSAGES,
  ORDER_MESSAGES,
  PRODUCT_MESSAGES,
  requiredMessage,
  REVIEW_MESSAGES,
  REVIEW_TEXT_LIMITS,
  tooLongMessage,
  WALLET_MESSAGES,
} from '@shop/rules';

/** The rules' messages by group and id, as the validators return them (English). */
export const RULE_MESSAGE_GROUPS = {
  auth: AUTH_MESSAGES,
  order: ORDER_MESSAGES,
  review: {
    ...REVIEW_MESSAGES,
    reviewTooLong: tooLongMessage('Review', REVIEW_TEXT_LIMITS.review),
  },
  product: PRODUCT_MESSAGES,
  contact: {
    subjectRequired: requiredMessage('Subject'),
    messageRequired: requiredMessage('Message'),
    subjectTooLong: tooLongMessage('Subject', CONTACT_LIMITS.subject),
    messageTooLong: tooLongMessage('Message', CONTACT_LIMITS.message),
  },
  moderation: MODERATION_MESSAGES,
  wallet: WALLET_MESSAGES,
  address: ADDRESS_BOOK_MESSAGES,
} as const;

/**
 * English text → its key in the `common` namespace (`rules.auth.emailRequired`). A text several
 * groups share (ORDER_MESSAGES.nameRequired is AUTH_MESSAGES.nameRequired) has the first group's id.
 */
export const RULE_MESSAGE_KEYS: ReadonlyMap<string, string> = (() => {
  const keys = new Map<string, string>();
  for (const [group, messages] of Object.entries(RULE_MESSAGE_GROUPS)) {
    for (const [id, text] of Object.entries(messages as Record<string, string>)) {
      if (!keys.has(text)) keys.set(text, `rules.${group}.${id}`);
    }
  }
  return keys;
})();

/** The `common` key of a rule's English message, or undefined for a text the rules do not have. */
export function ruleMessageKey(message: string): string | undefined {
  return RULE_MESSAGE_KEYS.get(message);
}

type Translate = (key: string, options?: { ns?: string }) => string;

/** A rule's message in the active language of `t`; any other text unchanged. */
export function translateRuleMessage(message: string, t: Translate): string;
export function translateRuleMessage(message: string | undefined, t: Translate): string | undefined;
export function translateRuleMessage(message: string | undefined, t: Translate) {
  if (message === undefined) return undefined;
  const key = ruleMessageKey(message);
  return key ? t(key, { ns: 'common' }) : message;
}
