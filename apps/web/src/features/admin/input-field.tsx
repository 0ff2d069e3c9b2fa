import type { ComponentProps, ReactNode } from 'react';
import { Field, fieldAria } from './field';

type Props = ComponentProps<'input'> & {
  id: string;
  label: string;
  wide?: boolean;
  hint?: string;
  error?: string;
  /** Shown after the hint and error, e.g. a preview. */
  children?: ReactNode;
};

/** A labelled <input>; every other prop (a react-hook-form registration included) goes to the input. */
export function InputField({ id, label, wide, hint, error, children, ...input }: Props) {
  return (
    <Field id={id} label={label} wide={wide} hint={hint} error={error} after={children}>
      <input id={id} {...input} {...fieldAria(id, hint, error)} />
    </Field>
  );
}

type SignInProps = Omit<Props, 'type' | 'autoComplete' | 'required'>;

/** The admin's present password, asked again to confirm an account change; browsers offer the saved one. */
export function CurrentPasswordField(props: SignInProps) {
  return <InputField type="password" autoComplete="current-password" required {...props} />;
}

/** A code from the admin's authenticator app; phones offer the one they were just sent or showed. */
export function OneTimeCodeField(props: SignInProps) {
  return <InputField autoComplete="one-time-code" required {...props} />;
}
