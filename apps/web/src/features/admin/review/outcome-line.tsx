/** How a review action went, in the words to show. */
export type Outcome = { ok: boolean; text: string };

/** The line under a review action that says how it went: a success is announced politely, a failure at once. */
export function OutcomeLine({ outcome, id }: { outcome: Outcome | null; id?: string }) {
  if (!outcome) return null;
  return (
    <p
      id={id}
      role={outcome.ok ? 'status' : 'alert'}
      className={outcome.ok ? 'adm-review__ok' : 'adm-review__error'}
    >
      {outcome.text}
    </p>
  );
}
