import { CAREER_CATEGORIES, CONTENT_STATUSES, ZCareerWriteSchema } from '@manovo/api/schemas';
import { Modal } from '@manovo/ui/modal';
import { type FormEvent, type ReactNode, useState } from 'react';
import { errorText } from '../../lib/api-client';
import { trpc } from '../../lib/trpc';
import { ADMIN_TEXT, failure } from './messages';
import type { AdminCareer } from './types';
import { firstIssue } from './utils';

const T = ADMIN_TEXT.careers;
const C = ADMIN_TEXT.common;

export type CareerFormTarget = { mode: 'new'; category: string } | { mode: 'edit'; id: number };

/** Add/edit job modal with every career field; an edit loads GET /careers/{id} first ('Failed to load'). */
export function CareerFormModal({ target, onClose }: { target: CareerFormTarget; onClose: () => void }) {
  const editId = target.mode === 'edit' ? target.id : 0;
  const item = trpc.careers.byId.useQuery({ id: editId }, { enabled: editId > 0, staleTime: 0 });
  const footer = (
    <>
      <button type="button" className="adm-btn" onClick={onClose}>
        {C.cancel}
      </button>
      <button type="submit" form="career-form" className="adm-btn adm-btn--primary">
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
  else
    body = (
      <CareerForm
        item={item.data?.item}
        defaultCategory={target.mode === 'new' ? target.category : 'fulltime'}
        onDone={onClose}
      />
    );
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

function CareerForm({
  item,
  defaultCategory,
  onDone,
}: {
  item?: AdminCareer;
  defaultCategory: string;
  onDone: () => void;
}) {
  const utils = trpc.useUtils();
  const create = trpc.careers.create.useMutation();
  const update = trpc.careers.update.useMutation();
  const [values, setValues] = useState({
    title: item?.title ?? '',
    category: item?.category ?? defaultCategory,
    status: item?.status ?? 'draft',
    location: item?.location ?? '',
    experience: item?.experience ?? '',
    salary: item?.salary ?? '',
    skills: item?.skills ?? '',
    apply_url: item?.apply_url ?? '',
    apply_email: item?.apply_email ?? '',
    description: item?.description ?? '',
  });
  const [error, setError] = useState('');
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    const parsed = ZCareerWriteSchema.safeParse(values);
    if (!parsed.success) return setError(firstIssue(parsed));
    try {
      if (item) await update.mutateAsync({ ...values, id: item.id } as never);
      else await create.mutateAsync(values as never);
      await utils.careers.invalidate();
      onDone();
    } catch (err) {
      setError(failure(ADMIN_TEXT.errors.saveForm, errorText(err)));
    }
  };

  const text = (key: keyof typeof values, label: string, type = 'text') => (
    <div className="adm-field">
      <label htmlFor={`cf-${key}`}>{label}</label>
      <input id={`cf-${key}`} type={type} value={values[key]} onChange={set(key)} />
    </div>
  );

  return (
    <form id="career-form" className="adm-form adm-form--grid" onSubmit={onSubmit} noValidate>
      <div className="adm-field adm-field--wide">
        <label htmlFor="cf-title">{C.title}</label>
        <input id="cf-title" value={values.title} onChange={set('title')} required />
      </div>
      <div className="adm-field">
        <label htmlFor="cf-category">{C.category}</label>
        <select id="cf-category" value={values.category} onChange={set('category')}>
          {CAREER_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {T.tabs[c]}
            </option>
          ))}
        </select>
      </div>
      <div className="adm-field">
        <label htmlFor="cf-status">{C.status}</label>
        <select id="cf-status" value={values.status} onChange={set('status')}>
          {CONTENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ADMIN_TEXT.status[s]}
            </option>
          ))}
        </select>
      </div>
      {text('location', T.location)}
      {text('experience', T.experience)}
      {text('salary', T.salary)}
      {text('skills', T.skills)}
      {text('apply_url', T.applyUrl, 'url')}
      {text('apply_email', T.applyEmail, 'email')}
      <div className="adm-field adm-field--wide">
        <label htmlFor="cf-description">{T.description}</label>
        <textarea id="cf-description" rows={6} value={values.description} onChange={set('description')} />
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
