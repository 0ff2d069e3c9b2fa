import {
  CONTACT_PURPOSE_LABELS,
  CONTACT_PURPOSES,
  type ContactPurpose,
  isSuccessText,
  MESSAGES,
} from '@manovo/api/domain';
import { type TContactInput, ZContactInput } from '@manovo/api/schemas';
import { type FormEvent, useRef, useState } from 'react';
import { isNetworkError, serverErrorText } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { HoneypotField } from './honeypot-field';

/** The form as typed: the shared schema's input, with no purpose chosen yet (''). */
export type ContactDraft = Omit<TContactInput, 'purpose'> & { purpose: ContactPurpose | '' };
const EMPTY: ContactDraft = { name: '', email: '', purpose: '', message: '' };

export function ContactForm() {
  const [values, setValues] = useState<ContactDraft>(EMPTY);
  const [status, setStatus] = useState('');
  const send = trpc.contact.send.useMutation();
  const honeypot = useRef<HTMLInputElement>(null);

  const set = (key: keyof ContactDraft) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // docs/product.md §5: one status line with the first problem, in the API's own words (the shared schema).
    const parsed = ZContactInput.safeParse(values);
    if (!parsed.success) {
      setStatus(parsed.error.issues[0]?.message ?? MESSAGES.requiredFields);
      return;
    }
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
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Contact form">
      <HoneypotField inputRef={honeypot} />
      <div className="form__row">
        <div className="field">
          <label htmlFor="contact-name">Name</label>
          <input
            id="contact-name"
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={set('name')}
            required
          />
        </div>
        <div className="field">
          <label htmlFor="contact-email">Email</label>
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
            required
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor="contact-purpose">Purpose</label>
        <select id="contact-purpose" name="purpose" value={values.purpose} onChange={set('purpose')} required>
          <option value="">Select a purpose</option>
          {CONTACT_PURPOSES.map((p) => (
            <option key={p} value={p}>
              {CONTACT_PURPOSE_LABELS[p]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="contact-message">Message</label>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          value={values.message}
          onChange={set('message')}
          required
        />
      </div>
      <div>
        <button type="submit" className="btn btn--primary" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send message'}
        </button>
      </div>
      <div aria-live="polite">
        {status && (
          <p
            role="status"
            className={`status ${isSuccessText(status) ? 'status--success' : 'status--error'}`}
          >
            {status}
          </p>
        )}
      </div>
    </form>
  );
}
