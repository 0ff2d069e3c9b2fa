import {
  isVersionedKind,
  kindOfEntity,
  type ReviewDecision,
  type ReviewKind,
  type VersionedEntity,
} from '@manovo/api/domain';
import { useId, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { ColumnHeads } from '../admin-table';
import { failureText, formatDateTime } from '../utils';
import { DecisionRows } from './decision-table';
import { type Outcome, OutcomeLine } from './outcome-line';
import { OutsideLinks } from './outside-links';
import { REVIEW_PRINT_TEXT, REVIEW_TEXT as T } from './review-text';
import { StageFieldset, useStageChoice } from './stage-select';
import './review.css';

type Props = { entity: VersionedEntity; id: number };
/** An item of a versioned kind by its entity, or an IFU revision (kind `ifu`) by its id. */
type PanelProps = Props | { kind: 'ifu'; id: number };

/**
 * The Review section of an edit form when the review gate is on for the item's kind: the current
 * version's stages and their decisions, a signature (password again) and the item's review record.
 * Not a <form>: it sits inside the item's own form, and signing must not submit the item.
 */
export function ReviewPanel(props: PanelProps) {
  const { id } = props;
  const kind: ReviewKind = 'kind' in props ? props.kind : kindOfEntity(props.entity);
  const state = trpc.review.state.useQuery({ kind, id }, { staleTime: 0 });
  if (!state.data?.gated) return null;
  const s = state.data;
  const missing = s.stages.filter((st) => st.decision?.decision !== 'approve').length;
  return (
    <section className="adm-review" aria-labelledby={`review-${id}`}>
      <h3 id={`review-${id}`} className="adm-review__heading">
        {T.heading} <span className="adm-review__version">{T.version(s.version)}</span>
      </h3>
      <p
        className={missing ? 'adm-review__status' : 'adm-review__status adm-review__status--ready'}
        role="status"
      >
        {missing ? T.waiting(missing) : T.ready}
      </p>
      <ol className="adm-review__stages" aria-label={T.stagesLabel}>
        {s.stages.map((st) => (
          <li key={st.id} className="adm-review__stage">
            <span className="adm-review__stage-name">{st.name}</span>
            <span className={`adm-review__state adm-review__state--${st.decision?.decision ?? 'waiting'}`}>
              {!st.decision
                ? T.pending
                : (st.decision.decision === 'approve' ? T.approved : T.changes)(
                    st.decision.signerName,
                    formatDateTime(st.decision.signedAt),
                  )}
            </span>
            {st.decision?.comment && <span className="adm-review__comment">“{st.decision.comment}”</span>}
          </li>
        ))}
      </ol>
      <SignForm kind={kind} id={id} stages={s.stages} />
      {isVersionedKind(kind) && <OutsideLinks kind={kind} id={id} stages={s.stages} />}
      <a
        className="adm-review__print"
        href={`/admin/review/${kind}/${id}/print`}
        target="_blank"
        rel="noreferrer"
      >
        {REVIEW_PRINT_TEXT.link}
      </a>
      <details className="adm-review__record">
        <summary>
          {T.recordHeading} ({s.decisions.length})
        </summary>
        {s.decisions.length === 0 ? (
          <p>{T.recordEmpty}</p>
        ) : (
          <div className="adm-review__table-wrap">
            <table className="adm-review__table">
              <ColumnHeads columns={T.recordColumns} />
              <DecisionRows decisions={s.decisions} />
            </table>
          </div>
        )}
      </details>
    </section>
  );
}

/**
 * Above an edit form whose item is published with an edit waiting for review: says that the form
 * holds the pending changes while the site shows the approved version, and publishes them once
 * every stage has approved (the server holds the same rule and answers which stages are missing).
 */
export function PendingChangesBanner({ entity, id }: Props) {
  const kind = kindOfEntity(entity);
  const state = trpc.review.state.useQuery({ kind, id }, { staleTime: 0 });
  const utils = trpc.useUtils();
  const publish = trpc.review.publishPending.useMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (!state.data?.pending && !outcome?.ok) return null;

  const onPublish = async () => {
    setOutcome(null);
    try {
      await publish.mutateAsync({ kind, id });
      setOutcome({ ok: true, text: T.published });
      // The item, its lists, its history and the review state all change.
      await utils.invalidate();
    } catch (err) {
      setOutcome({ ok: false, text: failureText(T.publishFailed, err) });
    }
  };

  return (
    <section className="adm-review-pending" aria-labelledby={`pending-${id}`}>
      {state.data?.pending && (
        <>
          <h3 id={`pending-${id}`} className="adm-review-pending__heading">
            {T.pendingHeading}
          </h3>
          <p className="adm-review-pending__body">{T.pendingBody}</p>
          <p
            className={
              state.data.ready ? 'adm-review__status adm-review__status--ready' : 'adm-review__status'
            }
          >
            {state.data.ready
              ? T.ready
              : T.waiting(state.data.stages.filter((st) => st.decision?.decision !== 'approve').length)}
          </p>
          <button
            type="button"
            className="adm-btn adm-btn--primary"
            disabled={publish.isPending}
            onClick={() => void onPublish()}
          >
            {publish.isPending ? T.publishing : T.publishChanges}
          </button>
        </>
      )}
      <OutcomeLine outcome={outcome} id={state.data?.pending ? undefined : `pending-${id}`} />
    </section>
  );
}

type SignProps = {
  kind: ReviewKind;
  id: number;
  stages: { id: number; name: string }[];
};

function SignForm({ kind, id, stages }: SignProps) {
  const base = useId();
  const utils = trpc.useUtils();
  const sign = trpc.review.sign.useMutation();
  const { stageId, field: stageField } = useStageChoice(stages, T.stage);
  const [decision, setDecision] = useState<ReviewDecision>('approve');
  const [comment, setComment] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onSign = async () => {
    setOutcome(null);
    try {
      const row = await sign.mutateAsync({
        kind,
        id,
        stageId,
        decision,
        comment,
        password,
        ...(code.trim() && { code: code.trim() }),
      });
      setPassword('');
      setCode('');
      setComment('');
      setOutcome({ ok: true, text: T.signed(row.reference) });
      await utils.review.invalidate();
    } catch (err) {
      setOutcome({ ok: false, text: failureText(T.sign, err) });
    }
  };

  return (
    <StageFieldset {...stageField} legend={T.sign}>
      <div className="adm-review__decision" role="radiogroup" aria-label={T.decision}>
        {(['approve', 'changes'] as const).map((d) => (
          <label key={d}>
            <input type="radio" checked={decision === d} onChange={() => setDecision(d)} value={d} />{' '}
            {d === 'approve' ? T.approve : T.requestChanges}
          </label>
        ))}
      </div>
      <label htmlFor={`${base}-comment`}>{T.comment}</label>
      <textarea
        id={`${base}-comment`}
        rows={2}
        maxLength={2000}
        value={comment}
        aria-describedby={`${base}-comment-hint`}
        onChange={(e) => setComment(e.target.value)}
      />
      <small id={`${base}-comment-hint`}>{T.commentHint}</small>
      <label htmlFor={`${base}-password`}>{T.password}</label>
      <input
        id={`${base}-password`}
        type="password"
        autoComplete="current-password"
        value={password}
        aria-describedby={`${base}-password-hint`}
        onChange={(e) => setPassword(e.target.value)}
      />
      <small id={`${base}-password-hint`}>{T.passwordHint}</small>
      <label htmlFor={`${base}-code`}>{T.code}</label>
      <input
        id={`${base}-code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        aria-describedby={`${base}-code-hint`}
        onChange={(e) => setCode(e.target.value)}
      />
      <small id={`${base}-code-hint`}>{T.codeHint}</small>
      <button
        type="button"
        className="adm-btn adm-btn--primary"
        disabled={sign.isPending || !password}
        onClick={() => void onSign()}
      >
        {sign.isPending ? T.signing : T.submit}
      </button>
      <OutcomeLine outcome={outcome} />
    </StageFieldset>
  );
}
