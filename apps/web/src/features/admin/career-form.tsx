import { CAREER_CATEGORIES, CONTENT_STATUSES, ZCareerWriteSchema } from '@manovo/api/schemas';
import { trpc } from '../../lib/trpc';
import { FormFeedback } from './form-feedback';
import { FormModal } from './form-modal';
import { InputField } from './input-field';
import { ADMIN_TEXT } from './messages';
import { SelectField } from './select-field';
import { StatusField } from './status-field';
import { TextAreaField } from './text-area-field';
import type { AdminCareer } from './types';
import { useFormSubmit } from './use-form-submit';
import { useFormValues } from './use-form-values';
import { optionsFrom, schemaProblem } from './utils';

const T = ADMIN_TEXT.careers;
const C = ADMIN_TEXT.common;

export type CareerFormTarget = { mode: 'new'; category: string } | { mode: 'edit'; id: number };

/** Add/edit job modal with every career field; an edit loads GET /careers/{id} first ('Failed to load'). */
export function CareerFormModal({ target, onClose }: { target: CareerFormTarget; onClose: () => void }) {
  const editId = target.mode === 'edit' ? target.id : 0;
  const item = trpc.careers.byId.useQuery({ id: editId }, { enabled: editId > 0, staleTime: 0 });
  return (
    <FormModal
      title={target.mode === 'edit' ? T.editTitle(target.id) : T.newTitle}
      formId="career-form"
      onClose={onClose}
      load={target.mode === 'edit' ? item : undefined}
    >
      <CareerForm
        item={item.data?.item}
        defaultCategory={target.mode === 'new' ? target.category : 'fulltime'}
        onDone={onClose}
      />
    </FormModal>
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
  const { values, field } = useFormValues({
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

  const { error, onSubmit } = useFormSubmit(
    ADMIN_TEXT.errors.saveForm,
    () => schemaProblem(ZCareerWriteSchema, values),
    async () => {
      if (item) await update.mutateAsync({ ...values, id: item.id } as never);
      else await create.mutateAsync(values as never);
      await utils.careers.invalidate();
      onDone();
    },
  );

  const text = (key: keyof typeof values, label: string, type = 'text') => (
    <InputField id={`cf-${key}`} label={label} type={type} {...field(key)} />
  );

  return (
    <form id="career-form" className="adm-form adm-form--grid" onSubmit={onSubmit} noValidate>
      <InputField id="cf-title" label={C.title} wide {...field('title')} required />
      <SelectField
        id="cf-category"
        label={C.category}
        {...field('category')}
        options={optionsFrom(CAREER_CATEGORIES, T.tabs)}
      />
      <StatusField id="cf-status" statuses={CONTENT_STATUSES} {...field('status')} />
      {text('location', T.location)}
      {text('experience', T.experience)}
      {text('salary', T.salary)}
      {text('skills', T.skills)}
      {text('apply_url', T.applyUrl, 'url')}
      {text('apply_email', T.applyEmail, 'email')}
      <TextAreaField id="cf-description" label={T.description} rows={6} {...field('description')} />
      <FormFeedback error={error} saving={create.isPending || update.isPending} />
    </form>
  );
}
