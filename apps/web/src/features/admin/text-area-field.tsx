import type { ComponentProps } from 'react';
import { Field, fieldAria } from './field';

type Props = ComponentProps<'textarea'> & { id: string; label: string; error?: string };

/** A labelled <textarea>; long text always takes the full width of the form. */
export function TextAreaField({ id, label, error, ...textarea }: Props) {
  return (
    <Field id={id} label={label} wide error={error}>
      <textarea id={id} {...textarea} {...fieldAria(id, undefined, error)} />
    </Field>
  );
}
