import type { ReviewKind, ReviewQueueItem, ReviewSettings } from '@manovo/api/domain';
import { REVIEW_KINDS } from '@manovo/api/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminPage } from '../../features/admin/admin-page';
import { AdminTable } from '../../features/admin/admin-table';
import { ListState } from '../../features/admin/list-state';
import { type Outcome, OutcomeLine } from '../../features/admin/review/outcome-line';
import { reviewRecordCsv } from '../../features/admin/review/review-csv';
import { REVIEW_PAGE_TEXT as T } from '../../features/admin/review/review-text';
import { failureText, formatDateTime } from '../../features/admin/utils';
import { trpc } from '../../lib/trpc';
import '../../features/admin/review/review.css';

const DAY_MS = 86_400_000;

/** Where a waiting item is reviewed: its edit form, or for an IFU revision its device on the IFU screen. */
const editPath = (q: ReviewQueueItem) =>
  q.kind === 'ifu' ? `/admin/ifu#ifu-review-${q.id}` : `/admin/${q.kind}?edit=${q.id}`;

/** The review gate's screen (docs/product.md, "Review before publishing"): the queue, the settings, the export. */
export default function ReviewPage() {
  const settings = trpc.review.settings.useQuery(undefined, { staleTime: 0 });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const queue = trpc.review.queue.useQuery(undefined, { staleTime: 0 });
  const items = queue.data ?? [];
  const gateOn = (settings.data?.stages.length ?? 0) > 0 && (settings.data?.kinds.length ?? 0) > 0;
  return (
    <AdminPage name="review" heading={T.heading}>
      <h2 className="adm-review-page__h2">{T.queueHeading}</h2>
      {settings.data && !gateOn ? (
        <p>{T.queueOff}</p>
      ) : (
        <>
          <ListState query={queue} isEmpty={items.length === 0} emptyText={T.queueEmpty} />
          {items.length > 0 && (
            <AdminTable caption={T.queueHeading} columns={T.queueColumns}>
              {items.map((q) => (
                <tr key={`${q.kind}-${q.id}`}>
                  <td>
                    <Link to={editPath(q)}>{q.title || `#${q.id}`}</Link>{' '}
                    <span className="adm-review-page__kind">{T.kinds[q.kind]}</span>
                    {q.pending && (
                      <>
                        {' · '}
                        <span className="adm-review-page__kind">{T.pendingChanges}</span>
                      </>
                    )}
                  </td>
                  <td>
                    {q.waitingFor.length ? q.waitingFor.join(', ') : T.readyToPublish}
                    {q.changesRequestedBy.length > 0 && (
                      <span className="adm-review-page__changes">
                        {' '}
                        ({T.changesRequested(q.changesRequestedBy)})
                      </span>
                    )}
                  </td>
                  <td>{q.askedBy || '—'}</td>
                  <td>
                    <time dateTime={q.since} title={formatDateTime(q.since)}>
                      {T.age(Math.floor((Date.now() - Date.parse(q.since)) / DAY_MS))}
                    </time>
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </>
      )}
      {settings.data && (
        <SettingsForm
          key={JSON.stringify(settings.data)}
          saved={settings.data}
          outcome={outcome}
          setOutcome={setOutcome}
        />
      )}
      <ExportSection />
    </AdminPage>
  );
}

type DraftStage = { id?: number; name: string; signerIds: number[]; key: string };

// The save's outcome lives in the page, not the form: a saved form is remounted from what the server
// now holds (its key), which dropped "Settings saved." as soon as the settings were read again.
function SettingsForm({
  saved,
  outcome,
  setOutcome,
}: {
  saved: ReviewSettings;
  outcome: Outcome | null;
  setOutcome: (outcome: Outcome | null) => void;
}) {
  const utils = trpc.useUtils();
  const reviewers = trpc.review.reviewers.useQuery();
  const save = trpc.review.saveSettings.useMutation();
  const [stages, setStages] = useState<DraftStage[]>(() =>
    saved.stages.map((s) => ({ ...s, key: `s${s.id}` })),
  );
  const [kinds, setKinds] = useState<ReviewKind[]>(saved.kinds);
  const [authorMayApprove, setAuthorMayApprove] = useState(saved.authorMayApprove);
  const [nextKey, setNextKey] = useState(0);

  const update = (i: number, change: Partial<DraftStage>) =>
    setStages((all) => all.map((s, j) => (j === i ? { ...s, ...change } : s)));
  const move = (i: number) =>
    setStages((all) => {
      const next = [...all];
      [next[i - 1], next[i]] = [next[i]!, next[i - 1]!];
      return next;
    });

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    try {
      await save.mutateAsync({
        stages: stages.map(({ id, name, signerIds }) => ({ ...(id && { id }), name, signerIds })),
        kinds,
        authorMayApprove,
      });
      setOutcome({ ok: true, text: T.saved });
      await utils.review.invalidate();
    } catch (err) {
      setOutcome({ ok: false, text: failureText(T.save, err) });
    }
  };

  return (
    <form className="adm-review-settings" onSubmit={onSubmit} aria-labelledby="review-settings-heading">
      <h2 id="review-settings-heading" className="adm-review-page__h2">
        {T.settingsHeading}
      </h2>
      <p className="adm-review-settings__intro">{T.settingsIntro}</p>
      <fieldset>
        <legend>{T.stages}</legend>
        <ol className="adm-review-settings__stages">
          {stages.map((s, i) => (
            <li key={s.key} className="adm-review-settings__stage">
              <label htmlFor={`stage-${s.key}`} className="ui-visually-hidden">
                {T.stageName(i + 1)}
              </label>
              <input
                id={`stage-${s.key}`}
                value={s.name}
                maxLength={80}
                required
                onChange={(e) => update(i, { name: e.target.value })}
              />
              <button
                type="button"
                className="adm-btn adm-btn--small"
                disabled={i === 0}
                aria-label={T.moveUp(s.name)}
                onClick={() => move(i)}
              >
                ↑
              </button>
              <button
                type="button"
                className="adm-btn adm-btn--small adm-btn--danger"
                aria-label={T.remove(s.name)}
                onClick={() => setStages((all) => all.filter((_, j) => j !== i))}
              >
                ×
              </button>
              {(reviewers.data?.length ?? 0) > 1 && (
                <fieldset className="adm-review-settings__signers">
                  <legend>{T.signers}</legend>
                  {reviewers.data?.map((a) => (
                    <label key={a.id}>
                      <input
                        type="checkbox"
                        checked={s.signerIds.includes(a.id)}
                        onChange={(e) =>
                          update(i, {
                            signerIds: e.target.checked
                              ? [...s.signerIds, a.id]
                              : s.signerIds.filter((id) => id !== a.id),
                          })
                        }
                      />{' '}
                      {a.email}
                    </label>
                  ))}
                </fieldset>
              )}
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="adm-btn"
          onClick={() => {
            setStages((all) => [...all, { name: '', signerIds: [], key: `new${nextKey}` }]);
            setNextKey((k) => k + 1);
          }}
        >
          {T.addStage}
        </button>
      </fieldset>
      <fieldset className="adm-review-settings__kinds">
        <legend>{T.appliesTo}</legend>
        {REVIEW_KINDS.map((k) => (
          <label key={k}>
            <input
              type="checkbox"
              checked={kinds.includes(k)}
              onChange={(e) =>
                setKinds((all) => (e.target.checked ? [...all, k] : all.filter((x) => x !== k)))
              }
            />{' '}
            {T.kinds[k]}
          </label>
        ))}
      </fieldset>
      <label className="adm-review-settings__author">
        <input
          type="checkbox"
          checked={authorMayApprove}
          onChange={(e) => setAuthorMayApprove(e.target.checked)}
        />{' '}
        {T.authorMayApprove}
      </label>
      <div>
        <button type="submit" className="adm-btn adm-btn--primary" disabled={save.isPending}>
          {T.save}
        </button>
      </div>
      <OutcomeLine outcome={outcome} />
    </form>
  );
}

function ExportSection() {
  const utils = trpc.useUtils();
  const [error, setError] = useState('');
  const download = async () => {
    setError('');
    try {
      const csv = reviewRecordCsv(await utils.review.record.fetch());
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = T.exportFile;
      a.click();
      URL.revokeObjectURL(url);
    } catch (err) {
      setError(failureText(T.exportCsv, err));
    }
  };
  return (
    <section aria-labelledby="review-export-heading">
      <h2 id="review-export-heading" className="adm-review-page__h2">
        {T.exportHeading}
      </h2>
      <button type="button" className="adm-btn" onClick={() => void download()}>
        {T.exportCsv}
      </button>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
