import type { ReviewDecisionRecord } from '@manovo/api/domain';
import { formatDateTime } from '../utils';

import { REVIEW_TEXT } from './review-text';

/**
 * The review record's decisions as rows, in the order given: the edit form's summary, or (`audit`) the
 * printable record, which adds the signer's name beside the e-mail and the reviewed content's hash.
 */
export function DecisionRows({
  decisions,
  audit = false,
}: {
  decisions: ReviewDecisionRecord[];
  audit?: boolean;
}) {
  return (
    <tbody>
      {decisions.map((d) => (
        <tr key={d.reference}>
          <td>{d.reference}</td>
          <td>{d.version}</td>
          <td>{d.stageName}</td>
          <td>{REVIEW_TEXT.decisions[d.decision]}</td>
          <td>
            {d.outside
              ? REVIEW_TEXT.outsideSigner(d.signerName, d.signerEmail)
              : audit && d.signerName !== d.signerEmail
                ? `${d.signerName} <${d.signerEmail}>`
                : d.signerEmail}
          </td>
          <td>
            <time dateTime={d.signedAt}>{formatDateTime(d.signedAt)}</time>
          </td>
          <td>{d.comment}</td>
          {audit && <td className="adm-review-print__hash">{d.contentHash}</td>}
        </tr>
      ))}
    </tbody>
  );
}
