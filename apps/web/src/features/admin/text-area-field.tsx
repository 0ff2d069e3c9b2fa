import type { ComponentProps } from 'react';
import { Field } from './field';

type Props = ComponentProps<'textarea'> & { id: string; label: string };

/** A labelled <textarea>; long text always takes the full width of the form. */
export function TextAreaField({ id, label, ...textarea }: Props) {
  return (
    <Field id={id} label={label} wide>
      <textarea id={id} {...textarea} />
    </Field>
  );
}
