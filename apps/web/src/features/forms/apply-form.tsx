import { applyFailure, applyProblem, MESSAGES, RESUME_MAX_BYTES } from '@manovo/api/domain';
import { type TApplicationFields, ZApplicationFields } from '@manovo/api/schemas';
import { CAREERS_TEXTS } from '@manovo/content/careers';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { isNetworkError, serverErrorText } from '../../lib/api-errors';
import { toFormData } from '../../lib/form-data';
import { useTexts } from '../../lib/i18n';
import { useMessageText } from '../../lib/message-text';
import { type ApiInputs, callApi } from '../../lib/public-api';
import { useLocalePath } from '../../lib/router';
import { echoed, useFormEcho } from './form-echo';
import { InputField, MessageField, messagesByField, NameAndEmail, SubmitWithStatus } from './form-fields';
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
  const problem = Object.values(applicationErrors(fields))[0];
  return problem ? applyProblem(problem) : null;
}

/** Each wrong field's message (the schema's, then the resume's), in the form's order. */
export function applicationErrors(fields: TApplicationFields): Record<string, string> {
  const parsed = ZApplicationFields.safeParse(fields);
  const resume = resumeProblem(fields.resume);
  return {
    ...(parsed.success ? {} : messagesByField(parsed.error.issues)),
    ...(resume && { resume }),
  };
}

/**
 * The status line's leading ✅ or ❌ (the spec's text, kept for assistive technology and the tests) drawn
 * as an icon, so a machine without an emoji font shows a mark rather than a missing glyph.
 */
export function StatusText({ text }: { text: string }) {
  const mark = /^(✅|❌)\s*/u.exec(text);
  if (!mark) return text;
  const ok = mark[1] === '✅';
  return (
    <>
      <svg
        className="status__icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path
          d={ok ? 'm7 12.5 3.2 3.2L17 9' : 'M8 8l8 8M16 8l-8 8'}
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="ui-visually-hidden">{mark[0]}</span>
      {text.slice(mark[0].length)}
    </>
  );
}

/** The values the server gave back after a post without JavaScript. */
const values0 = (echo: Record<string, string>): ApplyValues => ({
  name: echoed(echo, 'name'),
  email: echoed(echo, 'email'),
  phone: echoed(echo, 'phone'),
  message: echoed(echo, 'message'),
});

export function ApplyForm({ job }: { job: ApplyJob | null }) {
  const t = useTexts('careers', CAREERS_TEXTS).form;
  const shown = useMessageText();
  // Posted without JavaScript, the form comes back as this page in its language (page-forms.ts).
  const action = useLocalePath()(APPLY_ACTION);
  const echo = useFormEcho('apply');
  const [values, setValues] = useState<ApplyValues>(() => values0(echo.values));
  const [resume, setResume] = useState<File>();
  const [status, setStatus] = useState(echo.status);
  // The wrong fields, each with its message under it; a page the server answered with a problem marks
  // them from the start (its resume is gone: the file picker cannot be refilled).
  const [errors, setErrors] = useState<Record<string, string>>(() => {
    if (!echo.status || echo.status === MESSAGES.applySuccess) return {};
    const { resume: _, ...rest } = applicationErrors({ ...values0(echo.values) });
    return rest;
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const submit = useMutation({
    mutationFn: (input: ApiInputs['application']['submit']) =>
      callApi((c) => c.application.submit.mutate(input)),
  });

  const clearError = (key: string) =>
    setErrors((prev) => {
      if (!(key in prev)) return prev;
      const { [key]: _, ...rest } = prev;
      return rest;
    });
  const set = (key: keyof ApplyValues) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    clearError(key);
  };

  const onFile = (file: File | undefined) => {
    setResume(file);
    // Tell the visitor at once, not only on submit.
    const problem = file && resumeProblem(file);
    setStatus(problem ? applyProblem(problem) : '');
    setErrors(({ resume: _, ...rest }) => (problem ? { ...rest, resume: problem } : rest));
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
    const byField = applicationErrors(fields);
    const problem = Object.values(byField)[0];
    setErrors(byField);
    if (problem) {
      setStatus(applyProblem(problem));
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
      action={action}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      noValidate
      aria-label={t.label}
    >
      <HoneypotField inputRef={honeypot} />
      {job?.id !== undefined && <input type="hidden" name="job_id" value={job.id} />}
      {job && <input type="hidden" name="job_title" value={job.title} />}
      <NameAndEmail form="apply" labels={t} values={values} set={set} errors={errors} />
      <div className="form__row">
        <InputField
          id="apply-phone"
          label={t.phone}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={10}
          value={values.phone}
          onChange={set('phone')}
          aria-describedby="apply-phone-hint"
          required
          error={errors.phone}
        >
          <span id="apply-phone-hint" className="field__hint">
            {t.phoneHint}
          </span>
        </InputField>
        <InputField
          ref={fileInput}
          id="apply-resume"
          label={t.resume}
          name="resume"
          type="file"
          accept="application/pdf,.pdf"
          onChange={(e) => onFile(e.target.files?.[0])}
          required
          error={errors.resume}
        />
      </div>
      <MessageField form="apply" label={t.message} rows={5} values={values} set={set} errors={errors} />
      <SubmitWithStatus
        pending={submit.isPending}
        label={t.submit}
        pendingLabel={t.submitting}
        status={status && <StatusText text={shown(status)} />}
        success={isSuccess}
      />
    </form>
  );
}
