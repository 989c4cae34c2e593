import { UploadOutlined } from '@ant-design/icons';
import type { Ref } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import './file-field.css';

export interface FileFieldProps {
  /** The input's id: the field's `<label htmlFor>` names it. */
  id: string;
  name: string;
  /** The MIME types offered in the browser's picker. */
  accept: string;
  /** The chosen file, or null. */
  value: File | null | undefined;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The button's words ("Choose a photo") and what stands beside it while nothing is chosen. */
  buttonText: string;
  emptyText: string;
  invalid?: boolean;
  /** The id of the message under the field, while there is one. */
  describedBy?: string;
}

/**
 * A file field drawn as the shop's button, with the chosen file's name beside it. The browser's own
 * "Choose File" button speaks the browser's language and is unstyled, so the real input is kept
 * (focusable, labelled by the field's label, keyboard-operable) but visually hidden, and a label of
 * ours draws the button. To empty it after a submit, give it a new `key` (a file input cannot be
 * emptied from React state).
 */
export function FileField({
  id,
  name,
  accept,
  value,
  onChange,
  onBlur,
  inputRef,
  buttonText,
  emptyText,
  invalid = false,
  describedBy,
}: FileFieldProps) {
  return (
    <div className="file-field">
      <input
        ref={inputRef}
        id={id}
        type="file"
        name={name}
        accept={accept}
        className="file-field__input"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <label htmlFor={id} className="file-field__button" aria-hidden="true">
        <UploadOutlined /> {buttonText}
      </label>
      {value ? (
        <span className="file-field__name" translate="no">
          {value.name}
        </span>
      ) : (
        <span className="file-field__name">{emptyText}</span>
      )}
    </div>
  );
}

export interface FormFileFieldProps<V extends FieldValues> extends Omit<
  FileFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef'
> {
  control: Control<V>;
  /** The form's field that holds the chosen `File` (or null). */
  name: Path<V>;
}

/**
 * `FileField` held by a react-hook-form form (Add Product's photo, a review's photo). To empty it
 * after a submit, give it a new `key`.
 */
export function FormFileField<V extends FieldValues>({
  control,
  name,
  ...field
}: FormFileFieldProps<V>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { value, onChange, onBlur, name: inputName, ref } }) => (
        <FileField
          {...field}
          inputRef={ref}
          name={inputName}
          value={value as File | null | undefined}
          onChange={onChange}
          onBlur={onBlur}
        />
      )}
    />
  );
}
