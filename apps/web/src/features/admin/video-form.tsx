import { TOP_CATEGORIES, VIDEO_STATUSES, youtubeThumbnail, ZVideoWriteSchema } from '@manovo/api/schemas';
import { Modal } from '@manovo/ui/modal';
import { type FormEvent, type ReactNode, useState } from 'react';
import { errorText } from '../../lib/api-client';
import { trpc } from '../../lib/trpc';
import { ADMIN_TEXT, failure } from './messages';
import type { AdminVideo } from './types';
import { firstIssue } from './utils';

const T = ADMIN_TEXT.videos;
const C = ADMIN_TEXT.common;

export type VideoFormTarget = { mode: 'new'; top: string } | { mode: 'edit'; id: number };

type Props = { target: VideoFormTarget; onClose: () => void };

/** Add/edit video modal; an edit loads the video first (spec §2 'Edit Video #id'). */
export function VideoFormModal({ target, onClose }: Props) {
  const editId = target.mode === 'edit' ? target.id : 0;
  const item = trpc.videos.byId.useQuery({ id: editId }, { enabled: editId > 0, staleTime: 0 });
  const title = target.mode === 'edit' ? T.editTitle(target.id) : T.newTitle;
  const footer = (
    <>
      <button type="button" className="adm-btn" onClick={onClose}>
        {C.cancel}
      </button>
      <button type="submit" form="video-form" className="adm-btn adm-btn--primary">
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
      <VideoForm
        item={item.data?.item}
        defaultTop={target.mode === 'new' ? target.top : 'product'}
        onDone={onClose}
      />
    );
  return (
    <Modal open onClose={onClose} title={title} footer={footer} size="lg">
      {body}
    </Modal>
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
  const [values, setValues] = useState({
    title: item?.title ?? '',
    top_category: item?.top_category ?? defaultTop,
    sub_category_id: item?.sub_category_id ? String(item.sub_category_id) : '',
    youtube_url: item?.youtube_url ?? '',
    src_url: item?.src_url ?? '',
    thumbnail_url: item?.thumbnail_url ?? '',
    // Spec §4: new videos default to draft.
    status: item?.status ?? 'draft',
    description: item?.description ?? '',
  });
  const [error, setError] = useState('');
  const subs = trpc.subcategories.list.useQuery({ top_category: values.top_category as 'product' });
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({
      ...v,
      [key]: e.target.value,
      ...(key === 'top_category' && { sub_category_id: '' }),
    }));

  const derivedThumb = youtubeThumbnail(values.youtube_url.trim());
  const previewThumb = values.thumbnail_url.trim() || derivedThumb;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    const payload = {
      ...values,
      sub_category_id: values.sub_category_id ? Number(values.sub_category_id) : null,
      youtube_url: values.youtube_url.trim(),
      // Spec §5: an empty thumbnail defaults to the one derived from the YouTube id.
      thumbnail_url: values.thumbnail_url.trim() || derivedThumb,
    };
    const parsed = ZVideoWriteSchema.safeParse(payload);
    if (!parsed.success) return setError(firstIssue(parsed));
    try {
      if (item) await update.mutateAsync({ ...payload, id: item.id } as never);
      else await create.mutateAsync(payload as never);
      await utils.videos.invalidate();
      onDone();
    } catch (err) {
      setError(failure(ADMIN_TEXT.errors.save, errorText(err)));
    }
  };

  return (
    <form id="video-form" className="adm-form adm-form--grid" onSubmit={onSubmit} noValidate>
      <div className="adm-field adm-field--wide">
        <label htmlFor="vf-title">{C.title}</label>
        <input id="vf-title" value={values.title} onChange={set('title')} required />
      </div>
      <div className="adm-field">
        <label htmlFor="vf-top">{T.topCategory}</label>
        <select id="vf-top" value={values.top_category} onChange={set('top_category')}>
          {TOP_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {T.tabs[c]}
            </option>
          ))}
        </select>
      </div>
      <div className="adm-field">
        <label htmlFor="vf-sub">{T.subCategory}</label>
        <select id="vf-sub" value={values.sub_category_id} onChange={set('sub_category_id')}>
          <option value="">{T.noSub}</option>
          {subs.data?.items.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div className="adm-field adm-field--wide">
        <label htmlFor="vf-yt">{T.youtube}</label>
        <input
          id="vf-yt"
          type="url"
          value={values.youtube_url}
          onChange={set('youtube_url')}
          placeholder="https://www.youtube.com/watch?v=…"
        />
      </div>
      <div className="adm-field adm-field--wide">
        <label htmlFor="vf-src">{T.src}</label>
        <input id="vf-src" type="url" value={values.src_url} onChange={set('src_url')} />
      </div>
      <div className="adm-field adm-field--wide">
        <label htmlFor="vf-thumb">{T.thumbUrl}</label>
        <input
          id="vf-thumb"
          type="url"
          value={values.thumbnail_url}
          onChange={set('thumbnail_url')}
          placeholder={derivedThumb || undefined}
          aria-describedby="vf-thumb-hint"
        />
        <small id="vf-thumb-hint" className="adm-hint">
          {T.thumbHint}
        </small>
        {previewThumb && <img className="adm-thumb adm-thumb--preview" src={previewThumb} alt="" />}
      </div>
      <div className="adm-field">
        <label htmlFor="vf-status">{C.status}</label>
        <select id="vf-status" value={values.status} onChange={set('status')}>
          {VIDEO_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ADMIN_TEXT.status[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="adm-field adm-field--wide">
        <label htmlFor="vf-desc">{T.description}</label>
        <textarea id="vf-desc" rows={3} value={values.description} onChange={set('description')} />
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
