import { MESSAGES, type Testimonial } from '@manovo/api/domain';
import { type TTestimonialFields, ZTestimonialFields } from '@manovo/api/schemas';
import { trpc } from '../../lib/trpc';
import {
  FormFeedback,
  ImageFields,
  InputField,
  ItemFormModal,
  itemQuery,
  multipartInputs,
  TextAreaField,
  useAdminForm,
  useItemEditor,
} from './form-fields';
import { ADMIN_TEXT } from './messages';

const T = ADMIN_TEXT.testimonials;
const FORM_ID = 'testimonial-form';

export type TestimonialFormTarget = { mode: 'new' } | { mode: 'edit'; id: number };

type Props = { target: TestimonialFormTarget; onClose: () => void };

export function TestimonialFormModal({ target, onClose }: Props) {
  const utils = trpc.useUtils();
  const item = trpc.testimonials.byId.useQuery(...itemQuery(target));
  // The photo travels as a file: the form goes as multipart, not JSON.
  const editor = useItemEditor(target, item, trpc.testimonials, {
    ...multipartInputs<TTestimonialFields>(),
    refresh: () => utils.testimonials.invalidate(),
    onClose,
  });
  return (
    <ItemFormModal text={T} formId={FORM_ID} {...editor.modal} history="testimonial">
      <TestimonialForm item={item.data} save={editor.save} />
    </ItemFormModal>
  );
}

type FormProps = { item?: Testimonial; save: (values: TTestimonialFields) => Promise<void> };

// Staff describe a photo when there is one (a new file, or the stored one); the API itself stores a photo
// without alt text, as the spec's calls send it, and the list marks it "Needs alt text".
const withPhotoAlt = (hasStoredPhoto: boolean) =>
  ZTestimonialFields.refine((v) => !(v.image || hasStoredPhoto) || !!v.imageAlt, {
    path: ['imageAlt'],
    message: MESSAGES.imageAltRequired,
    when: () => true,
  });

function TestimonialForm({ item, save }: FormProps) {
  const { form, field, formRef, onSubmit, serverError } = useAdminForm({
    schema: withPhotoAlt(Boolean(item?.imageUrl)),
    defaultValues: {
      personName: item?.personName ?? '',
      personTitle: item?.personTitle ?? '',
      company: item?.company ?? '',
      message: item?.message ?? '',
      linkedin: item?.linkedin ?? '',
      isActive: item?.isActive ?? true,
      imageAlt: item?.imageAlt ?? '',
      imageFocusX: item?.imageFocusX ?? 0.5,
      imageFocusY: item?.imageFocusY ?? 0.5,
    },
    failurePrefix: MESSAGES.saveFailed,
    save,
  });
  const { register, control } = form;

  return (
    <form id={FORM_ID} ref={formRef} className="adm-form adm-form--grid" onSubmit={onSubmit} noValidate>
      <InputField id="tf-name" label={T.name} required {...field('personName')} />
      <InputField id="tf-title" label={T.personTitle} {...field('personTitle')} />
      <InputField id="tf-company" label={T.company} {...field('company')} />
      <InputField
        id="tf-linkedin"
        label={T.linkedin}
        type="url"
        placeholder="https://"
        {...field('linkedin')}
      />
      <TextAreaField id="tf-message" label={T.message} rows={4} required {...field('message')} />
      <ImageFields control={control} id="tf" text={T} item={item} alt={field('imageAlt')} />
      <div className="adm-field">
        <label className="adm-check" htmlFor="tf-active">
          <input id="tf-active" type="checkbox" {...register('isActive')} />
          {T.isActive}
        </label>
      </div>
      <FormFeedback error={serverError} />
    </form>
  );
}
