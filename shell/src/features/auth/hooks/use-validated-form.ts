import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';

type Errors<F> = Partial<Record<keyof F, string>>;

/**
 * State of a small form validated by one of the shared `@shop/rules` functions, the way spec §5 wants
 * it: nothing is flagged until the first submit; from then on every change revalidates.
 */
export function useValidatedForm<F extends Record<string, string>>(
  initial: F,
  validate: (values: F) => Errors<F>,
) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const errors: Errors<F> = submitted ? validate(values) : {};

  const field = (name: keyof F) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  /** Runs `onValid` with the values when every rule passes; otherwise only shows the messages. */
  const handleSubmit = (onValid: (values: F) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validate(values)).length === 0) onValid(values);
  };

  return { values, errors, field, handleSubmit };
}
