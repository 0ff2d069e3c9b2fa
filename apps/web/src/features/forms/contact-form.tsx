import { CONTACT_PURPOSES } from '@manovo/api/constants';
import { type FormEvent, useState } from 'react';
import { isSuccessText, MESSAGES } from '../../content/messages';
import { trpc } from '../../lib/trpc';
import { isNetworkError, serverErrorText } from './submit-errors';

export type ContactPurpose = (typeof CONTACT_PURPOSES)[number];
export const PURPOSE_LABELS: Record<ContactPurpose, string> = {
  'Request-demo': 'Request a demo',
  Purchase: 'Purchase',
  'Find-distributor': 'Find a distributor',
  meeting: 'Schedule a meeting',
  Others: 'Others',
};

export type ContactValues = { name: string; email: string; purpose: string; message: string };
const EMPTY: ContactValues = { name: '', email: '', purpose: '', message: '' };

/** Spec §5: all four fields are required. Returns the error text or null. */
export function validateContact(v: ContactValues): string | null {
  if (!v.name.trim() || !v.email.trim() || !v.purpose.trim() || !v.message.trim())
    return MESSAGES.contactRequired;
  return null;
}

export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [status, setStatus] = useState('');
  const send = trpc.contact.send.useMutation();

  const set = (key: keyof ContactValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = validateContact(values);
    if (invalid) {
      setStatus(invalid);
      return;
    }
    setStatus('');
    try {
      await send.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        purpose: values.purpose as ContactPurpose,
        message: values.message.trim(),
      });
      setStatus(MESSAGES.contactSuccess);
      setValues(EMPTY);
    } catch (err) {
      setStatus(
        isNetworkError(err) ? MESSAGES.contactNetwork : serverErrorText(err) || MESSAGES.contactFailed,
      );
    }
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Contact form">
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
              {PURPOSE_LABELS[p]}
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
