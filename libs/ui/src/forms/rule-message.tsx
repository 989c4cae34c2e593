import { translateRuleMessage, useT } from '@shop/i18n';
import { useCallback } from 'react';

/**
 * Translates `@shop/rules` messages where they are shown. The resolver keeps the validators'
 * English (the spec's texts, the same the API answers with) in the form state; this hook turns one
 * into the active language through its id in the `common` namespace (`rules.<group>.<id>`, see
 * `RULE_MESSAGE_GROUPS` in @shop/i18n). A text the rules do not have (a server message, say) is
 * returned as it is.
 *
 * ```tsx
 * const ruleMessage = useRuleMessage();
 * <Form.Item help={ruleMessage(errors.email?.message)} … />
 * ```
 */
export function useRuleMessage(): (message: string | undefined) => string | undefined {
  const { t } = useT('common');
  return useCallback(
    (message: string | undefined) =>
      translateRuleMessage(message, (key, options) => t(key, options)),
    [t],
  );
}

export interface FieldErrorProps {
  /** The error's element id, for the input's `aria-describedby`. */
  id?: string;
  /** The form state's message (English, from `@shop/rules`); nothing is rendered without one. */
  message: string | undefined;
  className?: string;
}

/** A field's rule message in the active language, announced (`role="alert"`). */
export function FieldError({ id, message, className }: FieldErrorProps) {
  const ruleMessage = useRuleMessage();
  if (!message) return null;
  return (
    <span id={id} role="alert" className={className}>
      {ruleMessage(message)}
    </span>
  );
}
