import {
  CAREER_CATEGORIES,
  type Career,
  type CareerCategory,
  CONTENT_STATUSES,
  MESSAGES,
} from '@manovo/api/domain';
import { type TCareerInput, ZCareerInput } from '@manovo/api/schemas';
import { trpc } from '../../lib/trpc';
import {
  FormFeedback,
  InputField,
  ItemFormModal,
  itemQuery,
  jsonInputs,
  optionsFrom,
  SelectField,
  StatusField,
  TextAreaField,
  useAdminForm,
  useItemEditor,
} from './form-fields';
import { ADMIN_TEXT } from './messages';

const T = ADMIN_TEXT.careers;
const C = ADMIN_TEXT.common;
const FORM_ID = 'career-form';

export type CareerFormTarget = { mode: 'new'; category: CareerCategory } | { mode: 'edit'; id: number };

/** Add/edit job modal with every career field; an edit loads the job first ('Failed to load'). */
export function CareerFormModal({ target, onClose }: { target: CareerFormTarget; onClose: () => void }) {
  const utils = trpc.useUtils();
  const item = trpc.careers.byId.useQuery(...itemQuery(target));
  const editor = useItemEditor(target, item, trpc.careers, {
    ...jsonInputs<TCareerInput>(),
    refresh: () => utils.careers.invalidate(),
    onClose,
  });
  return (
    <ItemFormModal text={T} formId={FORM_ID} {...editor.modal} preview="careers" history="career">
      <CareerForm
        item={item.data}
        defaultCategory={target.mode === 'new' ? target.category : 'fulltime'}
        save={editor.save}
      />
    </ItemFormModal>
  );
}

type FormProps = {
  item?: Career;
  defaultCategory: CareerCategory;
  save: (values: TCareerInput) => Promise<void>;
};

function CareerForm({ item, defaultCategory, save }: FormProps) {
  const { field, formRef, onSubmit, serverError } = useAdminForm({
    schema: ZCareerInput,
    defaultValues: {
      title: item?.title ?? '',
      category: item?.category ?? defaultCategory,
      status: item?.status ?? 'draft',
      location: item?.location ?? '',
      experience: item?.experience ?? '',
      salary: item?.salary ?? '',
      skills: item?.skills ?? '',
      applyUrl: item?.applyUrl ?? '',
      applyEmail: item?.applyEmail ?? '',
      description: item?.description ?? '',
    },
    failurePrefix: MESSAGES.saveFormFailed,
    save,
  });

  return (
    <form id={FORM_ID} ref={formRef} className="adm-form adm-form--grid" onSubmit={onSubmit} noValidate>
      <InputField id="cf-title" label={C.title} wide required {...field('title')} />
      <SelectField
        id="cf-category"
        label={C.category}
        options={optionsFrom(CAREER_CATEGORIES, T.tabs)}
        {...field('category')}
      />
      <StatusField id="cf-status" statuses={CONTENT_STATUSES} {...field('status')} />
      <InputField id="cf-location" label={T.location} {...field('location')} />
      <InputField id="cf-experience" label={T.experience} {...field('experience')} />
      <InputField id="cf-salary" label={T.salary} {...field('salary')} />
      <InputField id="cf-skills" label={T.skills} {...field('skills')} />
      <InputField id="cf-applyUrl" label={T.applyUrl} type="url" {...field('applyUrl')} />
      <InputField id="cf-applyEmail" label={T.applyEmail} type="email" {...field('applyEmail')} />
      <TextAreaField id="cf-description" label={T.description} rows={6} {...field('description')} />
      <FormFeedback error={serverError} />
    </form>
  );
}
