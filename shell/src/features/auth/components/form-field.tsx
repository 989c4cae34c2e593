import { useT } from '@shop/i18n';
import { useRuleMessage } from '@shop/ui';
import { Button, Form, Input, type InputRef } from 'antd';
import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { NAMESPACE } from '../../../app/i18n';

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

/** An account page's form (log in, sign up, reset): its fields, then one wide submit button. */
export function AccountForm({
  label,
  onSubmit,
  submit,
  busy,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button's text. */
  submit: string;
  /** The request is on its way: the button spins. */
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label}>
      <Form layout="vertical" component={false}>
        {children}
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {submit}
        </Button>
      </Form>
    </form>
  );
}

interface InputFieldProps {
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

/** The account's email, as log in, sign up and reset ask for it. */
export function EmailField({ id, registration, error }: InputFieldProps) {
  const { t } = useT(NAMESPACE);
  return (
    <FormField id={id} label={t('auth.email')} error={error}>
      <Input
        {...fieldAria(id, error)}
        type="email"
        autoComplete="email"
        size="large"
        {...antdInput(registration)}
      />
    </FormField>
  );
}

/** A password, hidden with antd's show/hide button; `new-password` where one is chosen. */
export function PasswordField({
  id,
  label,
  autoComplete,
  registration,
  error,
}: InputFieldProps & { label: string; autoComplete: 'current-password' | 'new-password' }) {
  return (
    <FormField id={id} label={label} error={error}>
      <Input.Password
        {...fieldAria(id, error)}
        autoComplete={autoComplete}
        size="large"
        {...antdInput(registration)}
      />
    </FormField>
  );
}
