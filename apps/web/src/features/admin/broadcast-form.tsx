import {
  BROADCAST_KINDS,
  CONTENT_STATUSES,
  SOCIAL_SOURCES,
  ZBroadcastWriteSchema,
} from '@manovo/api/schemas';
import { Modal } from '@manovo/ui/modal';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../lib/api-client';
import { trpc } from '../../lib/trpc';
import { ADMIN_TEXT, failure } from './messages';
import type { AdminBroadcast } from './types';
import { firstIssue, isoToLocalInput, localInputToIso, readFileAsUpload } from './utils';

const T = ADMIN_TEXT.broadcasts;
const C = ADMIN_TEXT.common;

type Props = { item?: AdminBroadcast; defaultKind: string; onClose: () => void };

/** Broadcast form (spec §5): image required on create, optional on edit; social_source only for social; dates as ISO. */
export function BroadcastFormModal({ item, defaultKind, onClose }: Props) {
  const utils = trpc.useUtils();
  const create = trpc.broadcasts.create.useMutation();
  const update = trpc.broadcasts.update.useMutation();
  const [values, setValues] = useState({
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
  const [error, setError] = useState('');
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const isSocial = values.kind === 'social';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    const payload = {
      ...values,
      publish_at: localInputToIso(values.publish_at),
      posted_at: localInputToIso(values.posted_at),
      social_source: isSocial ? values.social_source : '',
    };
    const parsed = ZBroadcastWriteSchema.safeParse(payload);
    if (!parsed.success) return setError(firstIssue(parsed));
    if (!item && !file) return setError(T.imageRequired);
    try {
      const image = file ? await readFileAsUpload(file) : undefined;
      const input = { ...payload, ...(image && { image }) };
      if (item) await update.mutateAsync({ ...input, id: item.id } as never);
      else await create.mutateAsync(input as never);
      await utils.broadcasts.invalidate();
      onClose();
    } catch (err) {
      setError(failure(item ? ADMIN_TEXT.errors.update : ADMIN_TEXT.errors.create, errorText(err)));
    }
  };

  const footer = (
    <>
      <button type="button" className="adm-btn" onClick={onClose}>
        {C.cancel}
      </button>
      <button
        type="submit"
        form="broadcast-form"
        className="adm-btn adm-btn--primary"
        disabled={create.isPending || update.isPending}
      >
        {C.save}
      </button>
    </>
  );

  return (
    <Modal open onClose={onClose} title={item ? T.editTitle(item.id) : T.newTitle} footer={footer} size="lg">
      <form id="broadcast-form" className="adm-form adm-form--grid" onSubmit={onSubmit} noValidate>
        <div className="adm-field adm-field--wide">
          <label htmlFor="bf-title">{C.title}</label>
          <input id="bf-title" value={values.title} onChange={set('title')} required />
        </div>
        <div className="adm-field">
          <label htmlFor="bf-kind">{T.kind}</label>
          <select id="bf-kind" value={values.kind} onChange={set('kind')}>
            {BROADCAST_KINDS.map((k) => (
              <option key={k} value={k}>
                {T.tabs[k]}
              </option>
            ))}
          </select>
        </div>
        <div className="adm-field">
          <label htmlFor="bf-status">{C.status}</label>
          <select id="bf-status" value={values.status} onChange={set('status')}>
            {CONTENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ADMIN_TEXT.status[s]}
              </option>
            ))}
          </select>
        </div>
        {isSocial && (
          <div className="adm-field">
            <label htmlFor="bf-source">{T.source}</label>
            <select id="bf-source" value={values.social_source} onChange={set('social_source')}>
              <option value="">{T.noSource}</option>
              {SOCIAL_SOURCES.map((s) => (
                <option key={s} value={s}>
                  {T.sources[s]}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="adm-field">
          <label htmlFor="bf-tag">{T.tag}</label>
          <input id="bf-tag" value={values.tag} onChange={set('tag')} />
        </div>
        <div className="adm-field">
          <label htmlFor="bf-publish">{T.publishAt}</label>
          <input
            id="bf-publish"
            type="datetime-local"
            value={values.publish_at}
            onChange={set('publish_at')}
          />
        </div>
        <div className="adm-field">
          <label htmlFor="bf-posted">{T.postedAt}</label>
          <input id="bf-posted" type="datetime-local" value={values.posted_at} onChange={set('posted_at')} />
        </div>
        <div className="adm-field adm-field--wide">
          <label htmlFor="bf-link">{T.link}</label>
          <input
            id="bf-link"
            type="url"
            value={values.link_url}
            onChange={set('link_url')}
            placeholder="https://"
          />
        </div>
        <div className="adm-field adm-field--wide">
          <label htmlFor="bf-summary">{T.summary}</label>
          <textarea id="bf-summary" rows={3} value={values.summary} onChange={set('summary')} />
        </div>
        <div className="adm-field adm-field--wide">
          <label htmlFor="bf-body">{T.body}</label>
          <textarea id="bf-body" rows={5} value={values.body} onChange={set('body')} />
        </div>
        <div className="adm-field adm-field--wide">
          <label htmlFor="bf-image">{T.image}</label>
          <input
            id="bf-image"
            type="file"
            accept="image/*"
            required={!item}
            aria-describedby={item ? 'bf-image-hint' : undefined}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          {item && (
            <small id="bf-image-hint" className="adm-hint">
              {T.imageEditHint}
            </small>
          )}
          {item?.image_url && !file && (
            <img className="adm-thumb adm-thumb--preview" src={item.image_url} alt="" />
          )}
        </div>
        {error && (
          <p className="adm-form__error adm-field--wide" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
