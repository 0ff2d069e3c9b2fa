import type { ReactNode } from 'react';

type Props = {
  /** The control's id, so the label names it (and the hint and error ids derive from it). */
  id: string;
  label: string;
  /** Spans both columns of an `adm-form--grid` form. */
  wide?: boolean;
  /** A standing hint under the control. */
  hint?: string;
  /** The field's validation problem, shown beside it. */
  error?: string;
  /** The control. */
  children: ReactNode;
  /** After the hint and error: a preview of the current value. */
  after?: ReactNode;
};

/**
 * The ARIA that ties a control to its hint and error: a screen reader reads the problem with the field, and
 * aria-invalid marks it (the form focuses the first invalid field on submit).
 */
export function fieldAria(id: string, hint?: string, error?: string) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

/** A labelled form row; InputField, SelectField and TextAreaField put their control in one. */
export function Field({ id, label, wide, hint, error, children, after }: Props) {
  return (
    <div className={wide ? 'adm-field adm-field--wide' : 'adm-field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <small id={`${id}-hint`} className="adm-hint">
          {hint}
        </small>
      )}
      {error && (
        <p id={`${id}-error`} className="adm-field__error">
          {error}
        </p>
      )}
      {after}
    </div>
  );
}
