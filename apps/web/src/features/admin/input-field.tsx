import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';

type Props = ComponentProps<'input'> & {
  id: string;
  label: string;
  wide?: boolean;
  /** Shown under the input: a hint (give its id to aria-describedby) or a preview. */
  children?: ReactNode;
};

/** A labelled <input>; every other prop goes to the input unchanged. */
export function InputField({ id, label, wide, children, ...input }: Props) {
  return (
    <Field id={id} label={label} wide={wide}>
      <input id={id} {...input} />
      {children}
    </Field>
  );
}
