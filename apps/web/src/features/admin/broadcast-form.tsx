import {
  BROADCAST_KINDS,
  CONTENT_STATUSES,
  SOCIAL_SOURCES,
  ZBroadcastWriteSchema,
} from '@manovo/api/schemas';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { FormFeedback } from './form-feedback';
import { FormModal } from './form-modal';
import { ImageField } from './image-field';
import { InputField } from './input-field';
import { ADMIN_TEXT } from './messages';
import { SelectField } from './select-field';
import { StatusField } from './status-field';
import { TextAreaField } from './text-area-field';
import type { AdminBroadcast } from './types';
import { useFormSubmit } from './use-form-submit';
import { useFormValues } from './use-form-values';
import { isoToLocalInput, localInputToIso, optionsFrom, readFileAsUpload, schemaProblem } from './utils';

const T = ADMIN_TEXT.broadcasts;
const C = ADMIN_TEXT.common;

type Props = { item?: AdminBroadcast; defaultKind: string; onClose: () => void };

/** Broadcast form (spec §5): image required on create, optional on edit; social_source only for social; dates as ISO. */
export function BroadcastFormModal({ item, defaultKind, onClose }: Props) {
  const utils = trpc.useUtils();
  const create = trpc.broadcasts.create.useMutation();
  const update = trpc.broadcasts.update.useMutation();
  const { values, field } = useFormValues({
    kind: item?.kind ?? defaultKind,
    title: item?.title ?? '',
    summary: item?.summary ?? '',
    body: item?.body ?? '',
    // Spec §4: new broadcasts default to draft.
    status: item?.status ?? 'draft',
    publish_at: isoToLocalInput(item?.publish_at),
    posted_at: isoToLocalInput(item?.posted_at),
    social_source: item?.social_source ?? '',
    link_url: item?.link_url ?? '',
    tag: item?.tag ?? '',
  });
  const [file, setFile] = useState<File | null>(null);
  const isSocial = values.kind === 'social';

  const payload = () => ({
    ...values,
    publish_at: localInputToIso(values.publish_at),
    posted_at: localInputToIso(values.posted_at),
    social_source: isSocial ? values.social_source : '',
  });
  const { error, onSubmit } = useFormSubmit(
    item ? ADMIN_TEXT.errors.update : ADMIN_TEXT.errors.create,
    () => schemaProblem(ZBroadcastWriteSchema, payload()) ?? (!item && !file ? T.imageRequired : null),
    async () => {
      const image = file ? await readFileAsUpload(file) : undefined;
      const input = { ...payload(), ...(image && { image }) };
      if (item) await update.mutateAsync({ ...input, id: item.id } as never);
      else await create.mutateAsync(input as never);
      await utils.broadcasts.invalidate();
      onClose();
    },
  );

  return (
    <FormModal
      title={item ? T.editTitle(item.id) : T.newTitle}
      formId="broadcast-form"
      onClose={onClose}
      saving={create.isPending || update.isPending}
    >
      <form id="broadcast-form" className="adm-form adm-form--grid" onSubmit={onSubmit} noValidate>
        <InputField id="bf-title" label={C.title} wide {...field('title')} required />
        <SelectField
          id="bf-kind"
          label={T.kind}
          {...field('kind')}
          options={optionsFrom(BROADCAST_KINDS, T.tabs)}
        />
        <StatusField id="bf-status" statuses={CONTENT_STATUSES} {...field('status')} />
        {isSocial && (
          <SelectField
            id="bf-source"
            label={T.source}
            {...field('social_source')}
            blank={T.noSource}
            options={optionsFrom(SOCIAL_SOURCES, T.sources)}
          />
        )}
        <InputField id="bf-tag" label={T.tag} {...field('tag')} />
        <InputField id="bf-publish" label={T.publishAt} type="datetime-local" {...field('publish_at')} />
        <InputField id="bf-posted" label={T.postedAt} type="datetime-local" {...field('posted_at')} />
        <InputField
          id="bf-link"
          label={T.link}
          wide
          type="url"
          {...field('link_url')}
          placeholder="https://"
        />
        <TextAreaField id="bf-summary" label={T.summary} rows={3} {...field('summary')} />
        <TextAreaField id="bf-body" label={T.body} rows={5} {...field('body')} />
        <ImageField
          id="bf-image"
          label={T.image}
          wide
          required={!item}
          hint={item ? T.imageEditHint : undefined}
          onFile={setFile}
        >
          {item?.image_url && !file && (
            <img className="adm-thumb adm-thumb--preview" src={item.image_url} alt="" />
          )}
        </ImageField>
        <FormFeedback error={error} />
      </form>
    </FormModal>
  );
}
