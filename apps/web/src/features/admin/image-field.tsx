import type { ReactNode } from 'react';
import { InputField } from './input-field';

type Props = {
  id: string;
  label: string;
  wide?: boolean;
  required?: boolean;
  /** Shown under the picker and tied to it by aria-describedby, e.g. that an edit may keep the current image. */
  hint?: string;
  onFile: (file: File | null) => void;
  /** After the hint: a preview of the current image. */
  children?: ReactNode;
};

/** An image picker; the chosen file is read (base64) only on submit, so the form just keeps the File. */
export function ImageField({ id, label, wide, required, hint, onFile, children }: Props) {
  const hintId = `${id}-hint`;
  return (
    <InputField
      id={id}
      label={label}
      wide={wide}
      type="file"
      accept="image/*"
      required={required}
      aria-describedby={hint ? hintId : undefined}
      onChange={(e) => onFile(e.target.files?.[0] ?? null)}
    >
      {hint && (
        <small id={hintId} className="adm-hint">
          {hint}
        </small>
      )}
      {children}
    </InputField>
  );
}
