import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { failureText } from './utils';

type Options<Input extends FieldValues, Output> = {
  /** The shared zod schema the procedure validates with: one rule, one message, in both places. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** docs/product.md §8: what a failed save says before the server's text ('Save failed', 'Create failed'…). */
  failurePrefix: string;
  /** Sends the valid values (the schema's output: trimmed and defaulted, as the procedure reads them). */
  save: (values: Output) => Promise<unknown>;
};

/**
 * An admin add/edit form typed end to end by its shared schema: the values are the schema's input, a valid
 * submit hands `save` the schema's output. Problems show beside their fields and the first one (in the
 * order of the form) gets focus, scrolled into view inside the modal; a failed save keeps what was typed
 * and shows the prefix with the server's text.
 */
export function useAdminForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  failurePrefix,
  save,
}: Options<Input, Output>) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    // Focus is moved below, in document order, once the errors are on screen.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const { isSubmitting, submitCount } = form.formState;

  // After each submit that did not get through: the first invalid field, else the save failure.
  useEffect(() => {
    const root = formRef.current;
    if (!root || isSubmitting || submitCount === 0) return;
    const target =
      root.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      root.querySelector<HTMLElement>('[role="alert"]');
    if (!target) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
    if (target.getAttribute('role') !== 'alert') target.focus({ preventScroll: true });
  }, [isSubmitting, submitCount]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (err) {
      form.setError('root.server', { message: failureText(failurePrefix, err) });
    }
  });

  /** A control's registration and its problem, to spread on an InputField, SelectField or TextAreaField. */
  const field = <Name extends FieldPath<Input>>(name: Name, options?: RegisterOptions<Input, Name>) => ({
    ...form.register(name, options),
    error: form.getFieldState(name, form.formState).error?.message,
  });

  return { form, field, formRef, onSubmit, serverError: form.formState.errors.root?.server?.message };
}
