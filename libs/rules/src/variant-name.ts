/** A product's name with its variant's ("Samsung Galaxy A15 — Blue, 8/256 GB"); the name alone without. */
export function nameWithVariant(name: string, variant: string | undefined): string {
  return variant ? `${name} — ${variant}` : name;
}
