/**
 * The short order number people see ("#0B3DF8"): the order id's last 6 hex characters, upper-cased.
 * The mails, SMS, wallet references, both order lists, the payment pages and bKash's invoice all say
 * this one number; a raw database id is never shown to a person. The API stores it on the order
 * (`number`, indexed) so the admin can search by it.
 */

/** Characters of the number (the ObjectId's 3-byte counter: 6 hex digits). */
export const ORDER_NUMBER_LENGTH = 6;

/** `orderNumber('…6f0b3df8')` → "0B3DF8" (no `#`). */
export function orderNumber(orderId: string): string {
  return orderId.slice(-ORDER_NUMBER_LENGTH).toUpperCase();
}

/** How a number is printed for a person: "#0B3DF8". */
export function formatOrderNumber(number: string): string {
  return `#${number}`;
}

/**
 * A search text read as (part of) an order number: spaces and one leading `#` dropped, upper-cased;
 * undefined when what is left is not 1 to 6 hex digits (then it cannot be part of any number).
 * `orderNumberQuery(' #0b3 ')` → "0B3".
 */
export function orderNumberQuery(text: string): string | undefined {
  if (typeof text !== 'string') return undefined;
  const compact = text.trim().replace(/^#/, '').replace(/\s+/g, '').toUpperCase();
  return /^[0-9A-F]{1,6}$/.test(compact) ? compact : undefined;
}
