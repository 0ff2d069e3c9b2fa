import {
  BROADCAST_KIND_LABELS,
  BROADCAST_KINDS,
  type Broadcast,
  type BroadcastKind,
  CONTENT_STATUSES,
  MESSAGES,
  SOCIAL_SOURCE_LABELS,
  SOCIAL_SOURCES,
} from '@manovo/api/domain';
import { type TBroadcastFields, type TBroadcastUpdateFields, ZBroadcastFields } from '@manovo/api/schemas';
import { toFormData } from '../../lib/form-data';
import { trpc } from '../../lib/trpc';
import {
  DateTimeField,
  FormFeedback,
  ImageFields,
  InputField,
  ItemFormModal,
  optionsFrom,
  SelectField,
  StatusField,
  TextAreaField,
  useAdminForm,
} from './form-fields';
import { ADMIN_TEXT } from './messages';

const T = ADMIN_TEXT.broadcasts;
const C = ADMIN_TEXT.common;
const FORM_ID = 'broadcast-form';

// The image is required on create only (an edit keeps the current one). The rule is checked with the other
// fields, so every problem shows at once.
// Every broadcast image needs its alt text, on create and on edit.
const ZBroadcastForm = ZBroadcastFields.refine((v) => !!v.imageAlt, {
  path: ['imageAlt'],
  message: MESSAGES.imageAltRequired,
  when: () => true,
});
const ZNewBroadcast = ZBroadcastForm.refine((v) => v.image !== undefined, {
  path: ['image'],
  message: MESSAGES.imageRequired,
  when: () => true,
});

type Props = { item?: Broadcast; defaultKind: BroadcastKind; onClose: () => void };

/** Broadcast form (docs/product.md §5): image required on create, optional on edit; social_source only for social; dates as ISO. */
export function BroadcastFormModal({ item, defaultKind, onClose }: Props) {
  const utils = trpc.useUtils();
  const create = trpc.broadcasts.create.useMutation();
  const update = trpc.broadcasts.update.useMutation();

  const save = async (values: TBroadcastFields) => {
    // The file travels as a file: the form goes as multipart, not JSON.
    const fields: TBroadcastFields = {
      ...values,
      socialSource: values.kind === 'social' ? values.socialSource : '',
    };
    if (item) {
      const withId: TBroadcastUpdateFields = { ...fields, id: String(item.id) };
      await update.mutateAsync(toFormData(withId));
    } else {
      await create.mutateAsync(toFormData(fields));
    }
    await utils.broadcasts.invalidate();
    onClose();
  };

  const { form, field, formRef, onSubmit, serverError } = useAdminForm({
    schema: item ? ZBroadcastForm : ZNewBroadcast,
    defaultValues: {
      kind: item?.kind ?? defaultKind,
      title: item?.title ?? '',
      summary: item?.summary ?? '',
      body: item?.body ?? '',
      // docs/product.md §4: new broadcasts default to draft.
      status: item?.status ?? 'draft',
      publishAt: item?.publishAt ?? null,
      postedAt: item?.postedAt ?? null,
      socialSource: item?.socialSource ?? '',
      linkUrl: item?.linkUrl ?? '',
      tag: item?.tag ?? '',
      imageAlt: item?.imageAlt ?? '',
      imageFocusX: item?.imageFocusX ?? 0.5,
      imageFocusY: item?.imageFocusY ?? 0.5,
    },
    failurePrefix: item ? MESSAGES.updateFailed : MESSAGES.createFailed,
    save,
  });
  const { control, watch } = form;
  const isSocial = watch('kind') === 'social';

  return (
    <ItemFormModal
      text={T}
      formId={FORM_ID}
      onClose={onClose}
      editId={item?.id}
      saving={create.isPending || update.isPending}
      // Social posts have no page of their own (docs/product.md, "Preview before publishing").
      preview={item?.kind === 'news' ? 'news' : undefined}
      history="broadcast"
    >
      <form id={FORM_ID} ref={formRef} className="adm-form adm-form--grid" onSubmit={onSubmit} noValidate>
        <InputField id="bf-title" label={C.title} wide required {...field('title')} />
        <SelectField
          id="bf-kind"
          label={T.kind}
          options={optionsFrom(BROADCAST_KINDS, BROADCAST_KIND_LABELS)}
          {...field('kind')}
        />
        <StatusField id="bf-status" statuses={CONTENT_STATUSES} {...field('status')} />
        {isSocial && (
          <SelectField
            id="bf-source"
            label={T.source}
            blank={T.noSource}
            options={optionsFrom(SOCIAL_SOURCES, SOCIAL_SOURCE_LABELS)}
            {...field('socialSource')}
          />
        )}
        <InputField id="bf-tag" label={T.tag} {...field('tag')} />
        <DateTimeField control={control} name="publishAt" id="bf-publish" label={T.publishAt} />
        <DateTimeField control={control} name="postedAt" id="bf-posted" label={T.postedAt} />
        <InputField
          id="bf-link"
          label={T.link}
          wide
          type="url"
          placeholder="https://"
          {...field('linkUrl')}
        />
        <TextAreaField id="bf-summary" label={T.summary} rows={3} {...field('summary')} />
        <TextAreaField id="bf-body" label={T.body} rows={5} {...field('body')} />
        <ImageFields
          control={control}
          id="bf"
          text={T}
          item={item}
          alt={field('imageAlt')}
          required
          wide
          showStored
        />
        <FormFeedback error={serverError} />
      </form>
    </ItemFormModal>
  );
}
