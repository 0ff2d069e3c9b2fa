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
import { Controller } from 'react-hook-form';
import { toFormData } from '../../lib/form-data';
import { trpc } from '../../lib/trpc';
import { DateTimeField } from './date-time-field';
import { FormFeedback } from './form-feedback';
import { FormModal } from './form-modal';
import { HistoryPanel } from './history/history-panel';
import { ImageField } from './image-field';
import { FocalPointControl } from './images/focal-point-control';
import { IMAGE_TEXT } from './images/image-text';
import { InputField } from './input-field';
import { ADMIN_TEXT } from './messages';
import { PreviewLinkButton } from './preview-link-button';
import { SelectField } from './select-field';
import { StatusField } from './status-field';
import { TextAreaField } from './text-area-field';
import { useAdminForm } from './use-admin-form';
import { optionsFrom } from './utils';

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
  const image = watch('image');

  return (
    <FormModal
      title={item ? T.editTitle(item.id) : T.newTitle}
      formId={FORM_ID}
      onClose={onClose}
      saving={create.isPending || update.isPending}
      // Social posts have no page of their own (docs/product.md, "Preview before publishing").
      actions={item?.kind === 'news' && <PreviewLinkButton kind="news" id={item.id} />}
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
        <Controller
          control={control}
          name="image"
          render={({ field, fieldState }) => (
            <ImageField
              id="bf-image"
              label={T.image}
              wide
              required={!item}
              hint={item ? T.imageEditHint : undefined}
              error={fieldState.error?.message}
              onFile={field.onChange}
            >
              {item?.imageUrl && !image && (
                <img className="adm-thumb adm-thumb--preview" src={item.imageUrl} alt="" />
              )}
            </ImageField>
          )}
        />
        <InputField
          id="bf-image-alt"
          label={IMAGE_TEXT.alt}
          hint={IMAGE_TEXT.altHint}
          wide
          required
          {...field('imageAlt')}
        />
        <FocalPointControl control={control} id="bf-focus" file={image} imageUrl={item?.imageUrl} />
        <FormFeedback error={serverError} />
      </form>
      {item && <HistoryPanel entity="broadcast" id={item.id} onRestored={onClose} />}
    </FormModal>
  );
}
