import type { FieldErrors as FormErrors, FieldValues, Resolver } from 'react-hook-form';

/** A `@shop/rules` validator: field → message of the first rule broken, empty when valid. */
export type RulesValidator<V> = (values: V) => Partial<Record<keyof V, string>>;

/**
 * The one react-hook-form resolver of the shop: runs a `@shop/rules` validator, so a form shows
 * exactly the messages the API answers with. Use it with `mode: 'onSubmit'` and
 * `reValidateMode: 'onChange'` (spec §5: validate on submit, then on change) — the defaults of
 * `useRulesForm`.
 */
export function rulesResolver<V extends FieldValues>(validate: RulesValidator<V>): Resolver<V> {
  return (values) => {
    const messages = validate(values);
    const keys = Object.keys(messages) as (keyof V & string)[];
    if (keys.length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const key of keys) {
      const message = messages[key];
      if (message !== undefined) errors[key] = { type: 'rules', message };
    }
    return { values: {}, errors: errors as FormErrors<V> };
  };
}
