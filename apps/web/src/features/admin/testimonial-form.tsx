import { ZTestimonialWriteSchema } from '@manovo/api/schemas';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { FormFeedback } from './form-feedback';
import { FormModal } from './form-modal';
import { ImageField } from './image-field';
import { InputField } from './input-field';
import { ADMIN_TEXT } from './messages';
import { TextAreaField } from './text-area-field';
import type { AdminTestimonial } from './types';
import { useFormSubmit } from './use-form-submit';
import { useFormValues } from './use-form-values';
import { readFileAsUpload, schemaProblem } from './utils';

const T = ADMIN_TEXT.testimonials;

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
  return (
    <FormModal
      title={target.mode === 'edit' ? T.editTitle(target.id) : T.newTitle}
      formId="testimonial-form"
      onClose={onClose}
      load={target.mode === 'edit' ? item : undefined}
    >
      <TestimonialForm item={item.data?.item} onDone={onClose} />
    </FormModal>
  );
}

function TestimonialForm({ item, onDone }: { item?: AdminTestimonial; onDone: () => void }) {
  const utils = trpc.useUtils();
  const create = trpc.testimonials.create.useMutation();
  const update = trpc.testimonials.update.useMutation();
  const { values, field } = useFormValues({
    person_name: item?.person_name ?? '',
    person_title: item?.person_title ?? '',
    company: item?.company ?? '',
    message: item?.message ?? '',
    linkedin: item?.linkedin ?? '',
  });
  const [isActive, setIsActive] = useState(item ? item.is_active === 1 : true);
  const [file, setFile] = useState<File | null>(null);

  const payload = () => ({ ...values, is_active: isActive ? 1 : 0 });
  const { error, onSubmit } = useFormSubmit(
    ADMIN_TEXT.errors.save,
    () => schemaProblem(ZTestimonialWriteSchema, payload()),
    async () => {
      const image = file ? await readFileAsUpload(file) : undefined;
      const input = { ...payload(), ...(image && { image }) };
      if (item) await update.mutateAsync({ ...input, id: item.id });
      else await create.mutateAsync(input);
      await utils.testimonials.invalidate();
      onDone();
    },
  );

  return (
    <form id="testimonial-form" className="adm-form adm-form--grid" onSubmit={onSubmit} noValidate>
      <InputField id="tf-name" label={T.name} {...field('person_name')} required />
      <InputField id="tf-title" label={T.personTitle} {...field('person_title')} />
      <InputField id="tf-company" label={T.company} {...field('company')} />
      <InputField
        id="tf-linkedin"
        label={T.linkedin}
        type="url"
        {...field('linkedin')}
        placeholder="https://"
      />
      <TextAreaField id="tf-message" label={T.message} rows={4} {...field('message')} required />
      <ImageField id="tf-image" label={T.image} hint={item ? T.imageEditHint : undefined} onFile={setFile} />
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
      <FormFeedback error={error} saving={create.isPending || update.isPending} />
    </form>
  );
}
