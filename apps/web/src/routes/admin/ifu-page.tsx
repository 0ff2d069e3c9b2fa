import { type IfuDocument, MESSAGES } from '@manovo/api/domain';
import { INSTRUMENTS } from '@manovo/content/products';
import { type FormEvent, useState } from 'react';
import { AdminPage } from '../../features/admin/admin-page';
import { AdminTable } from '../../features/admin/admin-table';
import { IfuHistory } from '../../features/admin/history/ifu-history';
import { PaperRequests } from '../../features/admin/ifu-paper-requests';
import { type IfuRevisionKey, IfuWithdrawModal } from '../../features/admin/ifu-withdraw-modal';
import { ReviewPanel } from '../../features/admin/review/review-panel';
import { alertOnFailure } from '../../features/admin/utils';
import { trpc } from '../../lib/trpc';

// Instructions for use (docs/product.md, "Instructions for use"): devices and their revisions per
// language, a new revision's upload, publish, withdraw with a reason, delete a draft; the paper-copy
// requests with their due dates. Every action is in the audit log (the procedures write it).

/** Lineup instruments without a published IFU in a language some other instrument has. */
export function missingLanguages(
  docs: readonly IfuDocument[],
): { title: string; ref: string; langs: string[] }[] {
  const published = (d: IfuDocument) =>
    new Set(d.revisions.filter((r) => r.status === 'published').map((r) => r.lang));
  const all = new Set(docs.flatMap((d) => [...published(d)]));
  return INSTRUMENTS.flatMap((i) => {
    const doc = docs.find((d) => d.instrumentSlug === i.id || d.ref === i.ref);
    const has = doc ? published(doc) : new Set<string>();
    const langs = [...all].filter((l) => !has.has(l)).sort();
    return langs.length ? [{ title: i.title, ref: i.ref, langs }] : [];
  });
}

export default function IfuAdminPage() {
  const utils = trpc.useUtils();
  const list = trpc.ifu.list.useQuery(undefined, { staleTime: 0 });
  const publish = trpc.ifu.publish.useMutation();
  const withdraw = trpc.ifu.withdraw.useMutation();
  const remove = trpc.ifu.deleteDraft.useMutation();
  const refresh = () => utils.ifu.invalidate();
  const docs = list.data ?? [];
  const missing = missingLanguages(docs);
  const [withdrawing, setWithdrawing] = useState<IfuRevisionKey | null>(null);

  const act = (run: () => Promise<unknown>) =>
    alertOnFailure(MESSAGES.updateFailed, async () => {
      await run();
      await refresh();
    });

  return (
    <AdminPage name="ifu" heading="Instructions for use">
      {missing.length > 0 && (
        <div className="adm-ifu-warning" role="note">
          <h2>Missing languages</h2>
          <ul>
            {missing.map((m) => (
              <li key={m.ref}>
                {m.title} ({m.ref}): no published IFU in {m.langs.join(', ')}
              </li>
            ))}
          </ul>
        </div>
      )}
      <UploadForm onSaved={refresh} />
      <h2>Devices</h2>
      {list.isLoading && <p>Loading…</p>}
      {docs.length > 0 && (
        <AdminTable
          caption="Revisions"
          columns={['Device', 'Language', 'Revision', 'Effective', 'Status', 'SHA-256', 'Actions']}
        >
          {docs.flatMap((d) =>
            d.revisions.map((r) => {
              const key = { ref: d.ref, lang: r.lang, revision: r.revision };
              return (
                <tr key={`${d.ref}-${r.lang}-${r.revision}`}>
                  <td>
                    {d.title}
                    <br />
                    <small>REF {d.ref}</small>
                  </td>
                  <td>{r.lang}</td>
                  <td>
                    <a href={r.url} target="_blank" rel="noreferrer">
                      {r.revision}
                    </a>
                    {r.current && <small> (current)</small>}
                  </td>
                  <td>{r.effectiveDate}</td>
                  <td>
                    <span className={`adm-badge adm-badge--${r.status}`}>{r.status}</span>
                    {r.withdrawnReason && <small> {r.withdrawnReason}</small>}
                  </td>
                  <td>
                    <code title={r.sha256}>{r.sha256.slice(0, 12)}…</code>
                  </td>
                  <td className="adm-ifu-actions">
                    {r.status === 'draft' && (
                      <>
                        <button
                          type="button"
                          className="btn btn--small"
                          onClick={() => act(() => publish.mutateAsync(key))}
                        >
                          Publish
                        </button>
                        <button
                          type="button"
                          className="btn btn--small btn--danger"
                          onClick={() => {
                            if (window.confirm(`Delete draft ${d.ref} ${r.lang} rev ${r.revision}?`))
                              void act(() => remove.mutateAsync(key));
                          }}
                        >
                          Delete draft
                        </button>
                      </>
                    )}
                    {r.status === 'published' && (
                      <button type="button" className="btn btn--small" onClick={() => setWithdrawing(key)}>
                        Withdraw
                      </button>
                    )}
                  </td>
                </tr>
              );
            }),
          )}
        </AdminTable>
      )}
      <DraftReviews docs={docs} />
      {docs.length > 0 && (
        <section aria-label="Device histories">
          {docs.map((d) => (
            <IfuHistory key={d.ref} deviceRef={d.ref} title={d.title} />
          ))}
        </section>
      )}
      <h2>Paper-copy requests</h2>
      <PaperRequests />
      {withdrawing && (
        <IfuWithdrawModal
          revision={withdrawing}
          onClose={() => setWithdrawing(null)}
          onWithdraw={async (reason) => {
            await withdraw.mutateAsync({ ...withdrawing, reason });
            await refresh();
          }}
        />
      )}
    </AdminPage>
  );
}

/**
 * With the review gate on for instructions for use, each draft revision's stages, their decisions and
 * a signature (docs/product.md, "Review before publishing"): Publish succeeds once every stage approved.
 */
function DraftReviews({ docs }: { docs: readonly IfuDocument[] }) {
  const settings = trpc.review.settings.useQuery(undefined, { staleTime: 0 });
  const gated = !!settings.data?.stages.length && !!settings.data.kinds.includes('ifu');
  const drafts = docs.flatMap((d) => d.revisions.filter((r) => r.status === 'draft').map((r) => ({ d, r })));
  if (!gated || drafts.length === 0) return null;
  return (
    <section className="adm-ifu-reviews" aria-labelledby="ifu-reviews-heading">
      <h2 id="ifu-reviews-heading">Review of draft revisions</h2>
      <p>A draft revision is published once every review stage has approved it.</p>
      {drafts.map(({ d, r }) => (
        <div key={r.id} id={`ifu-review-${r.id}`} className="adm-ifu-review">
          <h3>
            {d.title} — REF {d.ref} {r.lang} rev {r.revision}
          </h3>
          <ReviewPanel kind="ifu" id={r.id} />
        </div>
      ))}
    </section>
  );
}

function UploadForm({ onSaved }: { onSaved: () => Promise<unknown> }) {
  const create = trpc.ifu.create.useMutation();
  const [status, setStatus] = useState('');
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setStatus('');
    try {
      await create.mutateAsync(new FormData(form));
      form.reset();
      setStatus('Revision saved.');
      await onSaved();
    } catch (err) {
      setStatus(err instanceof Error ? err.message : MESSAGES.updateFailed);
    }
  };
  return (
    <form className="adm-ifu-upload" onSubmit={submit} aria-label="Upload a revision">
      <h2>Upload a revision</h2>
      <div className="adm-ifu-grid">
        <label>
          REF
          <input name="ref" required pattern="[A-Za-z0-9][A-Za-z0-9._-]{0,63}" />
        </label>
        <label>
          UDI-DI
          <input name="udiDi" />
        </label>
        <label>
          Device name
          <input name="title" required />
        </label>
        <label>
          Lineup instrument
          <select name="instrumentSlug" defaultValue="">
            <option value="">None</option>
            {INSTRUMENTS.map((i) => (
              <option key={i.id} value={i.id}>
                {i.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          Language
          <input name="lang" required placeholder="en" />
        </label>
        <label>
          Revision
          <input name="revision" required placeholder="A" />
        </label>
        <label>
          Effective date
          <input name="effectiveDate" type="date" required />
        </label>
        <label>
          Status
          <select name="status" defaultValue="draft">
            <option value="draft">Draft</option>
            <option value="published">Published</option>
          </select>
        </label>
        <label className="adm-ifu-wide">
          Change summary
          <textarea name="changeSummary" rows={2} />
        </label>
        <label className="adm-ifu-wide">
          PDF (up to 50 MB)
          <input name="file" type="file" accept="application/pdf" required />
        </label>
      </div>
      <button type="submit" className="btn btn--primary" disabled={create.isPending}>
        {create.isPending ? 'Uploading…' : 'Upload'}
      </button>
      <p role="status">{status}</p>
    </form>
  );
}
