import { applyFailure, applyProblem, MESSAGES, RESUME_MAX_BYTES } from '@manovo/api/domain';
import { type TApplicationFields, ZApplicationFields } from '@manovo/api/schemas';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { isNetworkError, serverErrorText } from '../../lib/api-errors';
import { toFormData } from '../../lib/form-data';
import { type ApiInputs, callApi } from '../../lib/public-api';
import { echoed, useFormEcho } from './form-echo';
import { InputField, NameAndEmail, TextAreaField } from './form-fields';
import { HoneypotField } from './honeypot-field';

/** What the visitor types (the job comes from the page, the resume from the file picker). */
export type ApplyValues = Required<Pick<TApplicationFields, 'name' | 'email' | 'phone' | 'message'>>;
export type ApplyJob = { id?: number; title: string };
const EMPTY: ApplyValues = { name: '', email: '', phone: '', message: '' };

/** Where the form posts without JavaScript (apps/server/src/routes/page-forms.ts); the hash scrolls back to it. */
export const APPLY_ACTION = '/careersapply#apply-form';

/** The resume rule the browser can check before sending (the server checks the bytes too). */
function resumeProblem(resume: File | undefined): string | null {
  if (!resume) return MESSAGES.resumeRequired;
  if (resume.type !== 'application/pdf') return MESSAGES.resumeNotPdf;
  if (resume.size >= RESUME_MAX_BYTES) return MESSAGES.resumeTooLarge;
  return null;
}

/**
 * docs/product.md §5: the application's first problem as the status line shows it ('❌ …'), or null. The fields are
 * checked by the shared schema (the API's own words), then the resume.
 */
export function validateApplication(fields: TApplicationFields): string | null {
  const parsed = ZApplicationFields.safeParse(fields);
  const problem = parsed.success ? resumeProblem(fields.resume) : parsed.error.issues[0]?.message;
  return problem ? applyProblem(problem) : null;
}

export function ApplyForm({ job }: { job: ApplyJob | null }) {
  const echo = useFormEcho('apply');
  const [values, setValues] = useState<ApplyValues>(() => ({
    name: echoed(echo.values, 'name'),
    email: echoed(echo.values, 'email'),
    phone: echoed(echo.values, 'phone'),
    message: echoed(echo.values, 'message'),
  }));
  const [resume, setResume] = useState<File>();
  const [status, setStatus] = useState(echo.status);
  const fileInput = useRef<HTMLInputElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const submit = useMutation({
    mutationFn: (input: ApiInputs['application']['submit']) =>
      callApi((c) => c.application.submit.mutate(input)),
  });

  const set = (key: keyof ApplyValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const onFile = (file: File | undefined) => {
    setResume(file);
    // Tell the visitor at once, not only on submit.
    const problem = file && resumeProblem(file);
    setStatus(problem ? applyProblem(problem) : '');
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const fields: TApplicationFields = {
      ...values,
      ...(job?.id !== undefined && { jobId: String(job.id) }),
      jobTitle: job?.title ?? '',
      resume,
      website: honeypot.current?.value || undefined,
    };
    const problem = validateApplication(fields);
    if (problem) {
      setStatus(problem);
      return;
    }
    setStatus('');
    try {
      // The resume travels as a file, in a multipart form.
      await submit.mutateAsync(toFormData(fields));
      setStatus(MESSAGES.applySuccess);
      setValues(EMPTY);
      setResume(undefined);
      if (fileInput.current) fileInput.current.value = '';
    } catch (err) {
      setStatus(isNetworkError(err) ? MESSAGES.applyNetwork : applyFailure(serverErrorText(err)));
    }
  };

  const isSuccess = status === MESSAGES.applySuccess;
  return (
    // Without JavaScript (or before hydration) the browser posts the form, resume included, to the
    // server, which answers with this page again; once hydrated, onSubmit sends it through the API.
    <form
      id="apply-form"
      className="form"
      method="post"
      action={APPLY_ACTION}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      noValidate
      aria-label="Job application"
    >
      <HoneypotField inputRef={honeypot} />
      {job?.id !== undefined && <input type="hidden" name="job_id" value={job.id} />}
      {job && <input type="hidden" name="job_title" value={job.title} />}
      <NameAndEmail form="apply" nameLabel="Full name" values={values} set={set} />
      <div className="form__row">
        <InputField
          id="apply-phone"
          label="Mobile number"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          value={values.phone}
          onChange={set('phone')}
          aria-describedby="apply-phone-hint"
          required
        >
          <span id="apply-phone-hint" className="field__hint">
            10 digits, no spaces or country code.
          </span>
        </InputField>
        <InputField
          ref={fileInput}
          id="apply-resume"
          label="Resume (PDF, max 5 MB)"
          name="resume"
          type="file"
          accept="application/pdf,.pdf"
          onChange={(e) => onFile(e.target.files?.[0])}
          required
        />
      </div>
      <TextAreaField
        id="apply-message"
        label="Message (optional)"
        name="message"
        rows={5}
        value={values.message}
        onChange={set('message')}
      />
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
