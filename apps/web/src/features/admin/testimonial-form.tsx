import { ZTestimonialWriteSchema } from '@manovo/api/schemas';
import { Modal } from '@manovo/ui/modal';
import { type FormEvent, type ReactNode, useState } from 'react';
import { errorText } from '../../lib/api-client';
import { trpc } from '../../lib/trpc';
import { ADMIN_TEXT, failure } from './messages';
import type { AdminTestimonial } from './types';
import { firstIssue, readFileAsUpload } from './utils';

const T = ADMIN_TEXT.testimonials;
const C = ADMIN_TEXT.common;

export type TestimonialFormTarget = { mode: 'new' } | { mode: 'edit'; id: number };

export function TestimonialFormModal({
  target,
  onClose,
}: {
  target: TestimonialFormTarget;
  onClose: () => void;
}) {
  const editId = target.mode === 'edit' ? target.id : 0;
  const item = trpc.testimonials.byId.useQuery({ id: editId }, { enabled: editId > 0, staleTime: 0 });
  const footer = (
    <>
      <button type="button" className="adm-btn" onClick={onClose}>
        {C.cancel}
      </button>
      <button type="submit" form="testimonial-form" className="adm-btn adm-btn--primary">
        {C.save}
      </button>
    </>
  );
  let body: ReactNode;
  if (target.mode === 'edit' && item.isLoading) body = <p role="status">{ADMIN_TEXT.loading}</p>;
  else if (target.mode === 'edit' && (item.error || !item.data))
    body = (
      <p className="adm-form__error" role="alert">
        {failure(ADMIN_TEXT.errors.load, errorText(item.error))}
      </p>
    );
  else body = <TestimonialForm item={item.data?.item} onDone={onClose} />;
  return (
    <Modal
      open
      onClose={onClose}
      title={target.mode === 'edit' ? T.editTitle(target.id) : T.newTitle}
      footer={footer}
      size="lg"
    >
      {body}
    </Modal>
  );
}

function TestimonialForm({ item, onDone }: { item?: AdminTestimonial; onDone: () => void }) {
  const utils = trpc.useUtils();
  const create = trpc.testimonials.create.useMutation();
  const update = trpc.testimonials.update.useMutation();
  const [values, setValues] = useState({
    person_name: item?.person_name ?? '',
    person_title: item?.person_title ?? '',
    company: item?.company ?? '',
    message: item?.message ?? '',
    linkedin: item?.linkedin ?? '',
  });
  const [isActive, setIsActive] = useState(item ? item.is_active === 1 : true);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    const payload = { ...values, is_active: isActive ? 1 : 0 };
    const parsed = ZTestimonialWriteSchema.safeParse(payload);
    if (!parsed.success) return setError(firstIssue(parsed));
    try {
      const image = file ? await readFileAsUpload(file) : undefined;
      const input = { ...payload, ...(image && { image }) };
      if (item) await update.mutateAsync({ ...input, id: item.id });
      else await create.mutateAsync(input);
      await utils.testimonials.invalidate();
      onDone();
    } catch (err) {
      setError(failure(ADMIN_TEXT.errors.save, errorText(err)));
    }
  };

  return (
    <form id="testimonial-form" className="adm-form adm-form--grid" onSubmit={onSubmit} noValidate>
      <div className="adm-field">
        <label htmlFor="tf-name">{T.name}</label>
        <input id="tf-name" value={values.person_name} onChange={set('person_name')} required />
      </div>
      <div className="adm-field">
        <label htmlFor="tf-title">{T.personTitle}</label>
        <input id="tf-title" value={values.person_title} onChange={set('person_title')} />
      </div>
      <div className="adm-field">
        <label htmlFor="tf-company">{T.company}</label>
        <input id="tf-company" value={values.company} onChange={set('company')} />
      </div>
      <div className="adm-field">
        <label htmlFor="tf-linkedin">{T.linkedin}</label>
        <input
          id="tf-linkedin"
          type="url"
          value={values.linkedin}
          onChange={set('linkedin')}
          placeholder="https://"
        />
      </div>
      <div className="adm-field adm-field--wide">
        <label htmlFor="tf-message">{T.message}</label>
        <textarea id="tf-message" rows={4} value={values.message} onChange={set('message')} required />
      </div>
      <div className="adm-field">
        <label htmlFor="tf-image">{T.image}</label>
        <input
          id="tf-image"
          type="file"
          accept="image/*"
          aria-describedby={item ? 'tf-image-hint' : undefined}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        {item && (
          <small id="tf-image-hint" className="adm-hint">
            {T.imageEditHint}
          </small>
        )}
      </div>
      <div className="adm-field">
        <label className="adm-check" htmlFor="tf-active">
          <input
            id="tf-active"
            type="checkbox"
            checked={isActive}
            onChange={(e) => setIsActive(e.target.checked)}
          />
          {T.isActive}
        </label>
      </div>
      {error && (
        <p className="adm-form__error adm-field--wide" role="alert">
          {error}
        </p>
      )}
      {(create.isPending || update.isPending) && <p role="status">{C.saving}</p>}
    </form>
  );
}
