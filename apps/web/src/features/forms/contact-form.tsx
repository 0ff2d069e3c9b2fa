import { CONTACT_PURPOSES, type ContactPurpose, isSuccessText, MESSAGES } from '@manovo/api/domain';
import { type TContactInput, ZContactInput } from '@manovo/api/schemas';
import { CONTACT_TEXTS } from '@manovo/content/contact';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { isNetworkError, serverErrorText } from '../../lib/api-errors';
import { useTexts } from '../../lib/i18n';
import { useMessageText } from '../../lib/message-text';
import { type ApiInputs, callApi } from '../../lib/public-api';
import { useLocalePath } from '../../lib/router';
import { echoed, useFormEcho } from './form-echo';
import {
  Field,
  invalidProps,
  MessageField,
  messagesByField,
  NameAndEmail,
  SubmitWithStatus,
} from './form-fields';
import { HoneypotField } from './honeypot-field';

/** The form as typed: the shared schema's input, with no purpose chosen yet (''). */
export type ContactDraft = Omit<TContactInput, 'purpose'> & { purpose: ContactPurpose | '' };
const EMPTY: ContactDraft = { name: '', email: '', purpose: '', message: '' };

/** The draft the server gave back after a post without JavaScript (an unknown purpose is none). */
function draftOf(values: Record<string, string>): ContactDraft {
  const purpose = CONTACT_PURPOSES.find((p) => p === values.purpose) ?? '';
  return {
    name: echoed(values, 'name'),
    email: echoed(values, 'email'),
    purpose,
    message: echoed(values, 'message'),
  };
}

/** Where the form posts without JavaScript (apps/server/src/routes/page-forms.ts); the hash scrolls back to it. */
export const CONTACT_ACTION = '/contact#contact-form';

/** The message of each field the shared schema finds wrong. */
function fieldErrors(draft: ContactDraft): Record<string, string> {
  const parsed = ZContactInput.safeParse(draft);
  return parsed.success ? {} : messagesByField(parsed.error.issues);
}

export function ContactForm() {
  const t = useTexts('contact', CONTACT_TEXTS).form;
  const shown = useMessageText();
  // Posted without JavaScript, the form comes back as this page in its language (page-forms.ts).
  const action = useLocalePath()(CONTACT_ACTION);
  const echo = useFormEcho('contact');
  const [values, setValues] = useState<ContactDraft>(() => draftOf(echo.values));
  const [status, setStatus] = useState(echo.status);
  const send = useMutation({
    mutationFn: (input: ApiInputs['contact']['send']) => callApi((c) => c.contact.send.mutate(input)),
  });
  const honeypot = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const statusId = useId();
  const demoHintId = useId();
  // A demo is booked for a department: the message should say which (the hint shows, with or without
  // JavaScript, while "Request a demo" is chosen: CSS :has on the select).
  const purposeHintId = values.purpose === 'Request-demo' ? demoHintId : undefined;
  // The fields the last check found wrong, each with its message: marked aria-invalid (and red) until
  // the visitor edits them. A page the server answered with a problem marks them from the start.
  const [errors, setErrors] = useState<Record<string, string>>(() =>
    echo.status && !isSuccessText(echo.status) ? fieldErrors(values) : {},
  );

  const set = (key: keyof ContactDraft) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    setErrors((prev) => {
      if (!(key in prev)) return prev;
      const { [key]: _, ...rest } = prev;
      return rest;
    });
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // docs/product.md §5: one status line with the first problem, in the API's own words (the shared schema).
    const parsed = ZContactInput.safeParse(values);
    if (!parsed.success) {
      const byField = messagesByField(parsed.error.issues);
      setErrors(byField);
      setStatus(parsed.error.issues[0]?.message ?? MESSAGES.requiredFields);
      // The first wrong field in the form's order takes the focus.
      const first = [...(formRef.current?.elements ?? [])].find(
        (el): el is HTMLInputElement => el instanceof HTMLElement && (el as HTMLInputElement).name in byField,
      );
      first?.focus();
      return;
    }
    setErrors({});
    setStatus('');
    try {
      await send.mutateAsync({ ...parsed.data, website: honeypot.current?.value || undefined });
      setStatus(MESSAGES.contactSuccess);
      setValues(EMPTY);
    } catch (err) {
      setStatus(
        isNetworkError(err) ? MESSAGES.contactNetwork : (serverErrorText(err) ?? MESSAGES.contactFailed),
      );
    }
  };
  return (
    // Without JavaScript (or before hydration) the browser posts the form to the server, which answers
    // with this page again; once hydrated, onSubmit sends it through the API instead.
    <form
      ref={formRef}
      id="contact-form"
      className="form"
      method="post"
      action={action}
      onSubmit={onSubmit}
      noValidate
      aria-label={t.label}
    >
      <HoneypotField inputRef={honeypot} />
      <NameAndEmail form="contact" labels={t} values={values} set={set} errors={errors} />
      <Field id="contact-purpose" label={t.purpose} error={errors.purpose}>
        <select
          id="contact-purpose"
          name="purpose"
          value={values.purpose}
          onChange={set('purpose')}
          required
          {...invalidProps('contact-purpose', errors.purpose, purposeHintId)}
        >
          <option value="">{t.choosePurpose}</option>
          {CONTACT_PURPOSES.map((p) => (
            <option key={p} value={p}>
              {t.purposes[p]}
            </option>
          ))}
        </select>
        <p id={demoHintId} className="field__hint contact-form__demo-hint">
          {t.demoHint}
        </p>
      </Field>
      <MessageField
        form="contact"
        label={t.message}
        rows={6}
        values={values}
        set={set}
        errors={errors}
        required
      />
      <SubmitWithStatus
        pending={send.isPending}
        label={t.send}
        pendingLabel={t.sending}
        status={status && shown(status)}
        success={isSuccessText(status)}
        statusId={statusId}
      />
    </form>
  );
}
