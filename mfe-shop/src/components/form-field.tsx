import type { ReactNode } from 'react';
import './form-field.css';

/** The input's side of `FormField`: its id, and its error for assistive technology. */
export const fieldAria = (id: string, error: string | undefined) => ({
  id,
  'aria-invalid': error ? (true as const) : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

export interface FormFieldProps {
  id: string;
  label: string;
  /** The rule's message (spec §5) in the active language, shown in red under the field. */
  error?: string;
  /** A short line under the field when there is no error. */
  hint?: ReactNode;
  /** The control; give it `{...fieldAria(id, error)}`. */
  children: ReactNode;
}

/** A labelled field of the storefront's forms, its error in red under it (spec §5). */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : (
        hint && <p className="form-field__hint">{hint}</p>
      )}
    </div>
  );
}
