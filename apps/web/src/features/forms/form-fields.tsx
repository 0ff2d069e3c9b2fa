import type { ComponentProps, ReactNode } from 'react';

/** A labelled control of the public forms; the page's CSS lays out `.field` and its label. */
export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

type Labelled<Tag extends 'input' | 'textarea'> = ComponentProps<Tag> & { id: string; label: string };

/** An <input> in its Field; every other prop goes to the input in the order given, `children` after it (a hint). */
export function InputField({ label, children, ...input }: Labelled<'input'>) {
  return (
    <Field id={input.id} label={label}>
      <input {...input} />
      {children}
    </Field>
  );
}

export function TextAreaField({ label, ...textarea }: Labelled<'textarea'>) {
  return (
    <Field id={textarea.id} label={label}>
      <textarea {...textarea} />
    </Field>
  );
}

type Draft = { name: string; email: string };
type NameAndEmailProps = {
  /** The form's id: the fields are `${form}-name` and `${form}-email`. */
  form: string;
  nameLabel: string;
  values: Draft;
  set: (key: keyof Draft) => (e: { target: { value: string } }) => void;
  /** The marks of a field the last check found wrong (aria-invalid and its description). */
  mark?: (key: keyof Draft) => object;
};

/** The row every public form opens with: who is writing and where to answer them. */
export function NameAndEmail({ form, nameLabel, values, set, mark = () => ({}) }: NameAndEmailProps) {
  return (
    <div className="form__row">
      <InputField
        id={`${form}-name`}
        label={nameLabel}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={set('name')}
        required
        {...mark('name')}
      />
      <InputField
        id={`${form}-email`}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        required
        {...mark('email')}
      />
    </div>
  );
}
