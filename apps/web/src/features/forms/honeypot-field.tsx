import { HONEYPOT_FIELD } from '@manovo/api/domain';
import type { Ref } from 'react';

/**
 * A field people never see or reach (hidden, out of the tab order, no autofill); form-filling bots fill
 * every field, and the server then drops their submission while answering success.
 */
export function HoneypotField({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div className="ui-visually-hidden" aria-hidden="true">
      <label htmlFor={`hp-${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <input
        ref={inputRef}
        id={`hp-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
