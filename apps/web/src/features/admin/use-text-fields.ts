import { type ChangeEvent, useState } from 'react';

/**
 * A small form's text values in one state (sign-in, password change, turning two-factor off):
 * `bind(name)` is the value and change handler to spread on that field's input.
 */
export function useTextFields<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const bind = (name: keyof V & string) => ({
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  return { values, setValues, bind };
}
