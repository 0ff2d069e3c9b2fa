import { type FormEvent, useRef, useState } from 'react';
import { applyFailure, MESSAGES, RESUME_LIMIT_BYTES } from '../../content/messages';
import { trpc } from '../../lib/trpc';
import { isNetworkError, serverErrorText } from './submit-errors';

export type ApplyValues = { name: string; email: string; phone: string; message: string };
export type ResumeFile = { name: string; type: string; size: number };

/** Spec §5 validation of the application form; returns the first error text or null. */
export function validateApplication(v: ApplyValues, resume: ResumeFile | null): string | null {
  if (!v.name.trim() || !v.email.trim() || !v.phone.trim()) return MESSAGES.applyRequired;
  if (!/^\d{10}$/.test(v.phone.trim())) return MESSAGES.applyPhone;
  if (!resume) return MESSAGES.applyResumeRequired;
  if (resume.type !== 'application/pdf') return MESSAGES.applyNotPdf;
  if (resume.size >= RESUME_LIMIT_BYTES) return MESSAGES.applyTooLarge;
  return null;
}

/** Reads a file as base64 without the data: URL prefix. */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result ?? '');
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export type ApplyJob = { id?: number; title: string };
const EMPTY: ApplyValues = { name: '', email: '', phone: '', message: '' };

export function ApplyForm({ job }: { job: ApplyJob | null }) {
  const [values, setValues] = useState<ApplyValues>(EMPTY);
  const [resume, setResume] = useState<File | null>(null);
  const [status, setStatus] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const submit = trpc.application.submit.useMutation();

  const set = (key: keyof ApplyValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const onFile = (file: File | null) => {
    setResume(file);
    if (!file) return;
    // Tell the visitor at once, not only on submit.
    if (file.type !== 'application/pdf') setStatus(MESSAGES.applyNotPdf);
    else if (file.size >= RESUME_LIMIT_BYTES) setStatus(MESSAGES.applyTooLarge);
    else setStatus('');
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = validateApplication(values, resume);
    if (invalid || !resume) {
      setStatus(invalid ?? MESSAGES.applyResumeRequired);
      return;
    }
    setStatus('');
    try {
      const base64 = await readFileAsBase64(resume);
      await submit.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        message: values.message.trim(),
        ...(job?.id !== undefined && { job_id: job.id }),
        job_title: job?.title ?? '',
        resume: { filename: resume.name, base64 },
      });
      setStatus(MESSAGES.applySuccess);
      setValues(EMPTY);
      setResume(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (err) {
      setStatus(isNetworkError(err) ? MESSAGES.applyNetwork : applyFailure(serverErrorText(err)));
    }
  };

  const isSuccess = status.startsWith('✅');
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Job application">
      <div className="form__row">
        <div className="field">
          <label htmlFor="apply-name">Full name</label>
          <input id="apply-name" autoComplete="name" value={values.name} onChange={set('name')} required />
        </div>
        <div className="field">
          <label htmlFor="apply-email">Email</label>
          <input
            id="apply-email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
            required
          />
        </div>
      </div>
      <div className="form__row">
        <div className="field">
          <label htmlFor="apply-phone">Mobile number</label>
          <input
            id="apply-phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            value={values.phone}
            onChange={set('phone')}
            aria-describedby="apply-phone-hint"
            required
          />
          <span id="apply-phone-hint" className="field__hint">
            10 digits, no spaces or country code.
          </span>
        </div>
        <div className="field">
          <label htmlFor="apply-resume">Resume (PDF, max 5 MB)</label>
          <input
            ref={fileInput}
            id="apply-resume"
            type="file"
            accept="application/pdf,.pdf"
            onChange={(e) => onFile(e.target.files?.[0] ?? null)}
            required
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor="apply-message">Message (optional)</label>
        <textarea id="apply-message" rows={5} value={values.message} onChange={set('message')} />
      </div>
      <div>
        <button type="submit" className="btn btn--primary" disabled={submit.isPending}>
          {submit.isPending ? 'Submitting…' : 'Submit application'}
        </button>
      </div>
      <div aria-live="polite">
        {status && (
          <p role="status" className={`status ${isSuccess ? 'status--success' : 'status--error'}`}>
            {status}
          </p>
        )}
      </div>
    </form>
  );
}
