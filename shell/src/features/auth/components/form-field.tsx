import { Form } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  /** The rule's message (spec §5), shown in red under the field. */
  error?: string;
  children: ReactNode;
}

/** A labelled field whose error is announced and tied to its input (see `fieldAria`). */
export function FormField({ id, label, error, children }: Props) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={
        error ? (
          <span id={`${id}-error`} role="alert">
            {error}
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
