import type { OutsideReviewLink, VersionedKind } from '@manovo/api/domain';
import { useId, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { ColumnHeads } from '../admin-table';
import { failureText, formatDateTime } from '../utils';
import { OUTSIDE_TEXT as T } from './review-text';
import { StageFieldset, useStageChoice } from './stage-select';

type Props = { kind: VersionedKind; id: number; stages: { id: number; name: string }[] };

/**
 * Links for outside reviewers (docs/product.md, "Outside reviewers"): make one for a named person, one
 * stage and this version, shown with its signing code once; the item's links with where each stands,
 * and Revoke. Not a <form>, as the Review section sits inside the item's own form.
 */
export function OutsideLinks({ kind, id, stages }: Props) {
  const base = useId();
  const utils = trpc.useUtils();
  const links = trpc.review.links.useQuery({ kind, id }, { staleTime: 0 });
  const create = trpc.review.createLink.useMutation();
  const revoke = trpc.review.revokeLink.useMutation();
  const { stageId, field: stageField } = useStageChoice(stages, T.stage);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [days, setDays] = useState(7);
  const [made, setMade] = useState<{ url: string; code: string; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onCreate = async () => {
    setError(null);
    setMade(null);
    try {
      const r = await create.mutateAsync({ kind, id, stageId, name, email, days });
      setMade({ url: `${window.location.origin}${r.path}`, code: r.code, name: r.link.reviewerName });
      setName('');
      setEmail('');
      await utils.review.links.invalidate({ kind, id });
    } catch (err) {
      setError(failureText(T.create, err));
    }
  };
  const onRevoke = async (link: OutsideReviewLink) => {
    setError(null);
    try {
      await revoke.mutateAsync({ linkId: link.id });
      await utils.review.links.invalidate({ kind, id });
    } catch (err) {
      setError(failureText(T.revoke, err));
    }
  };
  const count = links.data?.length ?? 0;

  return (
    <details className="adm-review__record adm-review__outside">
      <summary>
        {T.heading} ({count})
      </summary>
      <p className="adm-review__hint">{T.intro}</p>
      <StageFieldset {...stageField} legend={T.create}>
        <label htmlFor={`${base}-name`}>{T.name}</label>
        <input id={`${base}-name`} value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
        <label htmlFor={`${base}-email`}>{T.email}</label>
        <input
          id={`${base}-email`}
          type="email"
          value={email}
          maxLength={254}
          onChange={(e) => setEmail(e.target.value)}
        />
        <label htmlFor={`${base}-days`}>{T.days}</label>
        <input
          id={`${base}-days`}
          type="number"
          min={1}
          max={30}
          value={days}
          onChange={(e) => setDays(Number(e.target.value))}
        />
        <button
          type="button"
          className="adm-btn adm-btn--primary"
          disabled={create.isPending || !name.trim() || !email.trim()}
          onClick={() => void onCreate()}
        >
          {create.isPending ? T.creating : T.create}
        </button>
      </StageFieldset>
      {made && (
        <div className="adm-review__made" role="status">
          <p>
            <strong>{T.madeFor(made.name)}</strong> {T.once}
          </p>
          <label htmlFor={`${base}-url`}>{T.link}</label>
          <input id={`${base}-url`} readOnly value={made.url} onFocus={(e) => e.currentTarget.select()} />
          <label htmlFor={`${base}-code`}>{T.code}</label>
          <input
            id={`${base}-code`}
            readOnly
            value={made.code}
            className="adm-review__code"
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
      )}
      {error && (
        <p role="alert" className="adm-review__error">
          {error}
        </p>
      )}
      {count > 0 && (
        <div className="adm-review__table-wrap">
          <table className="adm-review__table" aria-label={T.heading}>
            <ColumnHeads columns={T.columns} />
            <tbody>
              {links.data!.map((l) => (
                <tr key={l.id}>
                  <td>
                    {l.reviewerName} &lt;{l.reviewerEmail}&gt;
                  </td>
                  <td>{l.stageName}</td>
                  <td>{l.version}</td>
                  <td>{l.status === 'used' ? T.used(l.decisionReference ?? '') : T.status[l.status]}</td>
                  <td>
                    <time dateTime={l.expiresAt}>{formatDateTime(l.expiresAt)}</time>
                  </td>
                  <td>
                    {(l.status === 'open' || l.status === 'outdated') && (
                      <button
                        type="button"
                        className="adm-btn"
                        disabled={revoke.isPending}
                        onClick={() => void onRevoke(l)}
                        aria-label={T.revokeFor(l.reviewerName)}
                      >
                        {T.revoke}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
