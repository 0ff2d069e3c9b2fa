import type { ReactNode } from 'react';
import { InputField } from './input-field';

type Props = {
  id: string;
  label: string;
  wide?: boolean;
  required?: boolean;
  /** Shown under the picker, e.g. that an edit may keep the current image. */
  hint?: string;
  error?: string;
  onFile: (file: File | undefined) => void;
  /** After the hint: a preview of the current image. */
  children?: ReactNode;
};

/** An image picker; the form keeps the chosen File and sends it as it is, in a multipart form. */
export function ImageField({ id, label, wide, required, hint, error, onFile, children }: Props) {
  return (
    <InputField
      id={id}
      label={label}
      wide={wide}
      type="file"
      accept="image/*"
      required={required}
      hint={hint}
      error={error}
      onChange={(e) => onFile(e.target.files?.[0])}
    >
      {children}
    </InputField>
  );
}
