import { type FormEvent, useState } from 'react';
import { failureText } from './utils';

/**
 * The submit flow of the add/edit forms: clear the last error; show the first validation problem and stop;
 * else save. A failed save keeps the form open with what was typed and the server's text after the prefix.
 * `validate` returns the problem, or null when the input may be sent.
 */
export function useFormSubmit(
  failurePrefix: string,
  validate: () => string | null,
  save: () => Promise<void>,
): { error: string; onSubmit: (e: FormEvent) => Promise<void> } {
  const [error, setError] = useState('');
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    const problem = validate();
    if (problem !== null) return setError(problem);
    try {
      await save();
    } catch (err) {
      setError(failureText(failurePrefix, err));
    }
  };
  return { error, onSubmit };
}
