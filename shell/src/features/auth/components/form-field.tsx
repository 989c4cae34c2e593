import { useRuleMessage } from '@shop/ui';
import { Form, type InputRef } from 'antd';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface Props {
  id: string;
  label: string;
  /** The rule's message (spec §5, English from @shop/rules), shown translated in red under the field. */
  error?: string;
  children: ReactNode;
}

/** A labelled field whose error is announced and tied to its input (see `fieldAria`). */
export function FormField({ id, label, error, children }: Props) {
  const ruleMessage = useRuleMessage();
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={
        error ? (
          <span id={`${id}-error`} role="alert">
            {ruleMessage(error)}
          </span>
        ) : undefined
      }
    >
      {children}
    </Form.Item>
  );
}

/** The input's side of `FormField`: its id, and its error for assistive technology. */
export const fieldAria = (id: string, error: string | undefined) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

/**
 * A react-hook-form registration for an antd `Input` / `Input.Password`: their ref is antd's
 * `InputRef`, so the form gets the `<input>` inside it (for its value and for focusing the first
 * invalid field).
 */
export function antdInput({ ref, ...registration }: UseFormRegisterReturn) {
  return {
    ...registration,
    ref: (input: InputRef | null) => ref(input?.input ?? null),
  };
}
