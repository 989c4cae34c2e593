import { describeApiError, notify } from '@shop/api-client';
import { useRuleMessage, useRulesForm } from '@shop/ui';
import { Alert, Button, Input, type InputProps } from 'antd';
import { type ReactNode, useId } from 'react';
import { Controller } from 'react-hook-form';

type Fields = Record<string, string>;

export interface SingleFieldFormProps {
  /** The form's class: where it sits on the page. */
  className: string;
  /** The row of the box and its buttons: `profile__name-row` and any class of its own. */
  rowClassName?: string;
  /** The field's name (the input's `name`). */
  name: string;
  label: string;
  /** What is saved now: Save stays off while the box holds it. */
  saved: string;
  /** The `@shop/rules` check of the value: the rule's message, or nothing when it is valid. */
  check: (value: string) => string | undefined;
  /** Saves the trimmed value; a rejection is shown from `error`. */
  onSave: (value: string) => Promise<unknown>;
  saving: boolean;
  /** The last save's failure, in the API's words under the form. */
  error?: unknown;
  saveText: string;
  /** The toast once it is saved. */
  savedText: string;
  /** The box's own attributes (type, autoComplete, ...). */
  input?: Pick<InputProps, 'type' | 'inputMode' | 'autoComplete'>;
  /** More buttons beside Save. */
  actions?: ReactNode;
  /** A line under the row. */
  hint?: ReactNode;
}

/**
 * One value of the profile changed on its own (the display name, the phone): a labelled box with
 * Save beside it, off while the box holds what is saved; checked by the `@shop/rules` rule on
 * submit, then on change, its message in red under the box; a toast once saved.
 */
export function SingleFieldForm({
  className,
  rowClassName,
  name,
  label,
  saved,
  check,
  onSave,
  saving,
  error,
  saveText,
  savedText,
  input,
  actions,
  hint,
}: SingleFieldFormProps) {
  const id = useId();
  const validate = (values: Fields): Partial<Fields> => {
    const message = check(values[name] ?? '');
    return message ? { [name]: message } : {};
  };
  const {
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useRulesForm<Fields>(validate, { [name]: saved });
  const invalid = errors[name]?.message;
  const ruleMessage = useRuleMessage();

  const onValid = (values: Fields) =>
    onSave((values[name] ?? '').trim())
      .then(() => notify.success(savedText))
      .catch(() => undefined); // shown below from the mutation's state

  const unchanged = (watch(name) ?? '').trim() === saved;
  return (
    <form className={className} onSubmit={(event) => void handleSubmit(onValid)(event)} noValidate>
      <label htmlFor={id} className="profile__label">
        {label}
      </label>
      <div className={rowClassName ? `profile__name-row ${rowClassName}` : 'profile__name-row'}>
        <Controller
          name={name}
          control={control}
          render={({ field }) => (
            <Input
              {...field}
              {...input}
              id={id}
              status={invalid ? 'error' : undefined}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={invalid ? `${id}-error` : undefined}
            />
          )}
        />
        <Button type="primary" htmlType="submit" loading={saving} disabled={unchanged}>
          {saveText}
        </Button>
        {actions}
      </div>
      {hint}
      {invalid && (
        <p id={`${id}-error`} className="profile__error" role="alert">
          {ruleMessage(invalid)}
        </p>
      )}
      {error ? (
        <Alert type="error" showIcon title={describeApiError(error)} className="profile__alert" />
      ) : null}
    </form>
  );
}
