import { HONEYPOT_FIELD } from '../domain/constants';

/**
 * The public forms carry a field people never see or fill in (visually hidden, skipped by the tab
 * order, autocomplete off); form-filling bots fill every field. A submission with it filled is
 * dropped silently: the bot gets the procedure's usual success answer and nothing is stored or sent.
 */
export { HONEYPOT_FIELD };

// The success answers of the public form procedures (keep in step with their outputs; the REST door
// adds its envelope to these as to any answer).
const DECOY_ANSWERS: Record<string, () => unknown> = {
  'contact.send': () => ({ id: 0 }),
  'application.submit': () => ({ id: 0 }),
  'ifu.requestPaperCopy': () => ({
    id: 0,
    dueBy: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
  }),
};

/** The honeypot's value in a form's raw input: a JSON object (contact) or FormData (apply). */
function honeypotOf(rawInput: unknown): unknown {
  if (rawInput instanceof FormData) return rawInput.get(HONEYPOT_FIELD);
  if (typeof rawInput === 'object' && rawInput !== null && HONEYPOT_FIELD in rawInput)
    return Reflect.get(rawInput, HONEYPOT_FIELD);
  return undefined;
}

/** The decoy answer when a public form's raw input has the honeypot filled, else undefined. */
export function decoyAnswer(path: string, rawInput: unknown): unknown {
  const answer = DECOY_ANSWERS[path];
  if (!answer) return undefined;
  const value = honeypotOf(rawInput);
  return typeof value === 'string' && value.trim() !== '' ? answer() : undefined;
}
