import type { ComponentProps, ReactNode } from 'react';
import { useMessageText } from '../../lib/message-text';

/**
 * A labelled control of the public forms; the page's CSS lays out `.field` and its label. A field the
 * last check found wrong shows its own message under the control (as the admin forms do).
 */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  const shown = useMessageText();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {shown(error)}
        </p>
      )}
    </div>
  );
}

/** A control's marks when it is wrong: aria-invalid, and its message added to its description. */
export function invalidProps(id: string, error: string | undefined, describedBy?: string) {
  const ids = [describedBy, error && `${id}-error`].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': ids || undefined };
}

type Labelled<Tag extends 'input' | 'textarea'> = ComponentProps<Tag> & {
  id: string;
  label: string;
  error?: string;
};

/** An <input> in its Field; every other prop goes to the input in the order given, `children` after it (a hint). */
export function InputField({ label, children, error, ...input }: Labelled<'input'>) {
  return (
    <Field id={input.id} label={label} error={error}>
      <input {...input} {...invalidProps(input.id, error, input['aria-describedby'])} />
      {children}
    </Field>
  );
}

export function TextAreaField({ label, error, ...textarea }: Labelled<'textarea'>) {
  return (
    <Field id={textarea.id} label={label} error={error}>
      <textarea {...textarea} {...invalidProps(textarea.id, error, textarea['aria-describedby'])} />
    </Field>
  );
}

/** The first message per field of a schema's issues: what each wrong field shows under it. */
export function messagesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const byField: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0]);
    byField[key] ??= issue.message;
  }
  return byField;
}

type Draft = { name: string; email: string };
type NameAndEmailProps = {
  /** The form's id: the fields are `${form}-name` and `${form}-email`. */
  form: string;
  /** The form's texts: their `name` and `email` are the labels. */
  labels: Draft;
  values: Draft;
  set: (key: keyof Draft) => (e: { target: { value: string } }) => void;
  /** The message of a field the last check found wrong. */
  errors?: Partial<Record<keyof Draft, string>>;
};

/** The row every public form opens with: who is writing and where to answer them. */
export function NameAndEmail({ form, labels, values, set, errors = {} }: NameAndEmailProps) {
  return (
    <div className="form__row">
      {(['name', 'email'] as const).map((key) => (
        <InputField
          key={key}
          id={`${form}-${key}`}
          label={labels[key]}
          name={key}
          type={key === 'email' ? 'email' : undefined}
          autoComplete={key}
          value={values[key]}
          onChange={set(key)}
          required
          error={errors[key]}
        />
      ))}
    </div>
  );
}

type MessageProps = Omit<Labelled<'textarea'>, 'id' | 'name' | 'value' | 'onChange' | 'error'> & {
  /** The form's id: the field is `${form}-message`. */
  form: string;
  values: { message: string };
  set: (key: 'message') => (e: { target: { value: string } }) => void;
  errors?: { message?: string };
};

/** The free-text message a public form closes with, held like NameAndEmail's fields. */
export function MessageField({ form, values, set, errors = {}, ...textarea }: MessageProps) {
  return (
    <TextAreaField
      id={`${form}-message`}
      name="message"
      {...textarea}
      value={values.message}
      onChange={set('message')}
      error={errors.message}
    />
  );
}

type SubmitProps = {
  /** While the form is sent (a form posted without JavaScript is never pending here). */
  pending?: boolean;
  label: string;
  /** What the button says while the form is sent. */
  pendingLabel?: string;
  /** The outcome of the last send, empty before the first. */
  status: ReactNode;
  success: boolean;
  statusId?: string;
};

/** A public form's send button and the live line under it that reports how the send went. */
export function SubmitWithStatus({ pending, label, pendingLabel, status, success, statusId }: SubmitProps) {
  return (
    <>
      <div>
        <button type="submit" className="btn btn--primary" disabled={pending}>
          {pending && pendingLabel ? pendingLabel : label}
        </button>
      </div>
      <div aria-live="polite">
        {status && (
          <p
            id={statusId}
            role="status"
            className={`status ${success ? 'status--success' : 'status--error'}`}
          >
            {status}
          </p>
        )}
      </div>
    </>
  );
}
