import type { ComponentProps, ReactNode } from 'react';
import { Field, fieldAria } from './field';

export type SelectOption = { value: string | number; label: ReactNode };

type Props = Omit<ComponentProps<'select'>, 'children'> & {
  id: string;
  label: string;
  wide?: boolean;
  error?: string;
  options: readonly SelectOption[];
  /** Text of a first option with the value '' (nothing chosen), for optional choices. */
  blank?: string;
};

/** A labelled <select> built from options; every other prop goes to the select unchanged. */
export function SelectField({ id, label, wide, error, options, blank, ...select }: Props) {
  return (
    <Field id={id} label={label} wide={wide} error={error}>
      <select id={id} {...select} {...fieldAria(id, undefined, error)}>
        {blank !== undefined && <option value="">{blank}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
