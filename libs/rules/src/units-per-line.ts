/**
 * The message of a quantity above the units of one product one order may take
 * (MAX_UNITS_PER_LINE). A module of its own, apart from the order forms' validators: the
 * storefront's Add to cart says it on every page with product cards, and importing it from
 * `order-validation` made those pages download every validator and the district table too (a
 * remote's shared chunk carries all that any of its pages uses of a module).
 */
export function unitsPerLineMessage(limit: number): string {
  return `You can order at most ${limit} of one product`;
}
