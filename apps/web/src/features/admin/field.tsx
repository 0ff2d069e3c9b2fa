import type { ReactNode } from 'react';

type Props = {
  /** The control's id, so the label names it. */
  id: string;
  label: string;
  /** Spans both columns of an `adm-form--grid` form. */
  wide?: boolean;
  /** The control, then anything that belongs under it (hint, preview). */
  children: ReactNode;
};

/** A labelled form row; InputField, SelectField and TextAreaField put their control in one. */
export function Field({ id, label, wide, children }: Props) {
  return (
    <div className={wide ? 'adm-field adm-field--wide' : 'adm-field'}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}
