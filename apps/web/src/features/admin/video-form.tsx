import { TOP_CATEGORIES, VIDEO_STATUSES, youtubeThumbnail, ZVideoWriteSchema } from '@manovo/api/schemas';
import { trpc } from '../../lib/trpc';
import { FormFeedback } from './form-feedback';
import { FormModal } from './form-modal';
import { InputField } from './input-field';
import { ADMIN_TEXT } from './messages';
import { SelectField } from './select-field';
import { StatusField } from './status-field';
import { TextAreaField } from './text-area-field';
import type { AdminVideo } from './types';
import { useFormSubmit } from './use-form-submit';
import { useFormValues } from './use-form-values';
import { optionsFrom, schemaProblem } from './utils';

const T = ADMIN_TEXT.videos;
const C = ADMIN_TEXT.common;

export type VideoFormTarget = { mode: 'new'; top: string } | { mode: 'edit'; id: number };

type Props = { target: VideoFormTarget; onClose: () => void };

/** Add/edit video modal; an edit loads the video first (spec §2 'Edit Video #id'). */
export function VideoFormModal({ target, onClose }: Props) {
  const editId = target.mode === 'edit' ? target.id : 0;
  const item = trpc.videos.byId.useQuery({ id: editId }, { enabled: editId > 0, staleTime: 0 });
  return (
    <FormModal
      title={target.mode === 'edit' ? T.editTitle(target.id) : T.newTitle}
      formId="video-form"
      onClose={onClose}
      load={target.mode === 'edit' ? item : undefined}
    >
      <VideoForm
        item={item.data?.item}
        defaultTop={target.mode === 'new' ? target.top : 'product'}
        onDone={onClose}
      />
    </FormModal>
  );
}

function VideoForm({
  item,
  defaultTop,
  onDone,
}: {
  item?: AdminVideo;
  defaultTop: string;
  onDone: () => void;
}) {
  const utils = trpc.useUtils();
  const create = trpc.videos.create.useMutation();
  const update = trpc.videos.update.useMutation();
  const { values, field } = useFormValues(
    {
      title: item?.title ?? '',
      top_category: item?.top_category ?? defaultTop,
      sub_category_id: item?.sub_category_id ? String(item.sub_category_id) : '',
      youtube_url: item?.youtube_url ?? '',
      src_url: item?.src_url ?? '',
      thumbnail_url: item?.thumbnail_url ?? '',
      // Spec §4: new videos default to draft.
      status: item?.status ?? 'draft',
      description: item?.description ?? '',
    },
    // A new top category empties the sub-category: its choices belong to the old one.
    { top_category: 'sub_category_id' },
  );
  const subs = trpc.subcategories.list.useQuery({ top_category: values.top_category as 'product' });

  const derivedThumb = youtubeThumbnail(values.youtube_url.trim());
  const previewThumb = values.thumbnail_url.trim() || derivedThumb;

  const payload = () => ({
    ...values,
    sub_category_id: values.sub_category_id ? Number(values.sub_category_id) : null,
    youtube_url: values.youtube_url.trim(),
    // Spec §5: an empty thumbnail defaults to the one derived from the YouTube id.
    thumbnail_url: values.thumbnail_url.trim() || derivedThumb,
  });
  const { error, onSubmit } = useFormSubmit(
    ADMIN_TEXT.errors.save,
    () => schemaProblem(ZVideoWriteSchema, payload()),
    async () => {
      if (item) await update.mutateAsync({ ...payload(), id: item.id } as never);
      else await create.mutateAsync(payload() as never);
      await utils.videos.invalidate();
      onDone();
    },
  );

  return (
    <form id="video-form" className="adm-form adm-form--grid" onSubmit={onSubmit} noValidate>
      <InputField id="vf-title" label={C.title} wide {...field('title')} required />
      <SelectField
        id="vf-top"
        label={T.topCategory}
        {...field('top_category')}
        options={optionsFrom(TOP_CATEGORIES, T.tabs)}
      />
      <SelectField
        id="vf-sub"
        label={T.subCategory}
        {...field('sub_category_id')}
        blank={T.noSub}
        options={subs.data?.items.map((s) => ({ value: s.id, label: s.name })) ?? []}
      />
      <InputField
        id="vf-yt"
        label={T.youtube}
        wide
        type="url"
        {...field('youtube_url')}
        placeholder="https://www.youtube.com/watch?v=…"
      />
      <InputField id="vf-src" label={T.src} wide type="url" {...field('src_url')} />
      <InputField
        id="vf-thumb"
        label={T.thumbUrl}
        wide
        type="url"
        {...field('thumbnail_url')}
        placeholder={derivedThumb || undefined}
        aria-describedby="vf-thumb-hint"
      >
        <small id="vf-thumb-hint" className="adm-hint">
          {T.thumbHint}
        </small>
        {previewThumb && <img className="adm-thumb adm-thumb--preview" src={previewThumb} alt="" />}
      </InputField>
      <StatusField id="vf-status" statuses={VIDEO_STATUSES} {...field('status')} />
      <TextAreaField id="vf-desc" label={T.description} rows={3} {...field('description')} />
      <FormFeedback error={error} saving={create.isPending || update.isPending} />
    </form>
  );
}
