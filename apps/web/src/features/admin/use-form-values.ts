import { useState } from 'react';

type Change = { target: { value: string } };

/**
 * A form's text values. `field(key)` gives a control its value and onChange (spread it on the control).
 * `clears` names, for a field, another one that a change to it empties: a choice that depends on it.
 */
export function useFormValues<V extends Record<string, string>>(
  initial: V,
  clears: Partial<Record<keyof V, keyof V>> = {},
) {
  const [values, setValues] = useState(initial);
  const field = (key: keyof V) => ({
    value: values[key],
    onChange: (e: Change) =>
      setValues((v) => {
        const cleared = clears[key];
        return { ...v, [key]: e.target.value, ...(cleared !== undefined && { [cleared]: '' }) };
      }),
  });
  return { values, field };
}
