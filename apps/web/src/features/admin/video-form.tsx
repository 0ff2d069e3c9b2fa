import {
  formatDuration,
  MESSAGES,
  TOP_CATEGORIES,
  TOP_CATEGORY_LABELS,
  type TopCategory,
  VIDEO_STATUSES,
  type Video,
  youtubeThumbnail,
} from '@manovo/api/domain';
import { type TVideoInput, ZVideoInput } from '@manovo/api/schemas';
import { Controller } from 'react-hook-form';
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

const T = ADMIN_TEXT.videos;
const C = ADMIN_TEXT.common;
const FORM_ID = 'video-form';

export type VideoFormTarget = { mode: 'new'; top: TopCategory } | { mode: 'edit'; id: number };

type Props = { target: VideoFormTarget; onClose: () => void };

/** Add/edit video modal; an edit loads the video first (docs/product.md §2 'Edit Video #id'). */
export function VideoFormModal({ target, onClose }: Props) {
  const utils = trpc.useUtils();
  const item = trpc.videos.byId.useQuery(...itemQuery(target));
  const refresh = () => utils.videos.invalidate();
  const editor = useItemEditor(target, item, trpc.videos, { ...jsonInputs<TVideoInput>(), refresh, onClose });
  const defaultTop = target.mode === 'new' ? target.top : 'product';
  return (
    <ItemFormModal text={T} formId={FORM_ID} {...editor.modal} preview="videos" history="video">
      <VideoForm item={item.data} defaultTop={defaultTop} save={editor.save} />
    </ItemFormModal>
  );
}

type FormProps = { item?: Video; defaultTop: TopCategory; save: (values: TVideoInput) => Promise<void> };

function VideoForm({ item, defaultTop, save }: FormProps) {
  const { form, field, formRef, onSubmit, serverError } = useAdminForm({
    schema: ZVideoInput,
    defaultValues: {
      title: item?.title ?? '',
      topCategory: item?.topCategory ?? defaultTop,
      subCategoryId: item?.subCategoryId ?? null,
      youtubeUrl: item?.youtubeUrl ?? '',
      srcUrl: item?.srcUrl ?? '',
      // The server answers the YouTube thumbnail for a blank one; kept blank, it follows a new link.
      thumbnailUrl: item && item.thumbnailUrl !== youtubeThumbnail(item.youtubeUrl) ? item.thumbnailUrl : '',
      // docs/product.md §4: new videos default to draft.
      status: item?.status ?? 'draft',
      description: item?.description ?? '',
      // Typed as m:ss; the schema reads it as seconds (blank: unknown).
      durationSeconds: formatDuration(item?.durationSeconds),
    },
    failurePrefix: MESSAGES.saveFailed,
    save,
  });
  const { control, watch, setValue } = form;
  const topCategory = watch('topCategory');
  const subs = trpc.subcategories.list.useQuery({ topCategory });

  // A blank thumbnail is saved as the YouTube one (the server derives it); the preview shows which.
  const derivedThumb = youtubeThumbnail(watch('youtubeUrl')?.trim());
  const previewThumb = watch('thumbnailUrl')?.trim() || derivedThumb;

  return (
    <form id={FORM_ID} ref={formRef} className="adm-form adm-form--grid" onSubmit={onSubmit} noValidate>
      <InputField id="vf-title" label={C.title} wide required {...field('title')} />
      <SelectField
        id="vf-top"
        label={T.topCategory}
        options={optionsFrom(TOP_CATEGORIES, TOP_CATEGORY_LABELS)}
        {...field('topCategory', {
          // A new top category empties the sub-category: its choices belong to the old one.
          onChange: () => setValue('subCategoryId', null),
        })}
      />
      {/* Controlled, so the stored choice shows once its options have loaded. */}
      <Controller
        control={control}
        name="subCategoryId"
        render={({ field, fieldState }) => (
          <SelectField
            id="vf-sub"
            label={T.subCategory}
            blank={T.noSub}
            options={subs.data?.map((s) => ({ value: s.id, label: s.name })) ?? []}
            error={fieldState.error?.message}
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.target.value ? Number(e.target.value) : null)}
          />
        )}
      />
      <InputField
        id="vf-yt"
        label={T.youtube}
        wide
        type="url"
        placeholder="https://www.youtube.com/watch?v=…"
        {...field('youtubeUrl')}
      />
      <InputField id="vf-src" label={T.src} wide type="url" {...field('srcUrl')} />
      <InputField
        id="vf-thumb"
        label={T.thumbUrl}
        wide
        type="url"
        placeholder={derivedThumb || undefined}
        hint={T.thumbHint}
        {...field('thumbnailUrl')}
      >
        {previewThumb && <img className="adm-thumb adm-thumb--preview" src={previewThumb} alt="" />}
      </InputField>
      <InputField
        id="vf-duration"
        label={T.duration}
        placeholder="m:ss"
        autoComplete="off"
        hint={T.durationHint}
        {...field('durationSeconds')}
      />
      <StatusField id="vf-status" statuses={VIDEO_STATUSES} {...field('status')} />
      <TextAreaField id="vf-desc" label={T.description} rows={3} {...field('description')} />
      <FormFeedback error={serverError} />
    </form>
  );
}
