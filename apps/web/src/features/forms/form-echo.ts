import { MESSAGES } from '@manovo/api/domain';
import { createContext, useContext, useState } from 'react';
import { useLocation } from '../../lib/router';

/** A public form the server answers as a page when it was posted without JavaScript. */
export type EchoedForm = 'contact' | 'apply' | 'ifu-paper';

/**
 * What the server's answer to a form posted without JavaScript puts back into the page: the status line
 * and what the visitor typed (a file cannot be given back).
 */
export type FormEcho = { form: EchoedForm; status: string; values: Record<string, string> };

/** The form's status after a post/redirect/get: `?sent=1`, a flag only, never a value the visitor typed. */
export const SENT_PARAM = 'sent';
const SUCCESS: Record<EchoedForm, string> = {
  contact: MESSAGES.contactSuccess,
  apply: MESSAGES.applySuccess,
  'ifu-paper': MESSAGES.ifuPaperRequestSent,
};

const ECHO_ELEMENT_ID = 'manovo-form';

/** The server renderer's echo (entry-server.tsx); the browser reads the page's copy instead. */
export const FormEchoContext = createContext<FormEcho | null>(null);

/** The echo as a JSON data block after #root (the CSP forbids inline scripts, not data). */
export const echoElement = (echo: FormEcho) =>
  `<script type="application/json" id="${ECHO_ELEMENT_ID}">${JSON.stringify(echo)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}</script>`;

/** The echo the server put in this page, if any. */
function readPageEcho(): FormEcho | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(ECHO_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as FormEcho) : null;
}

/**
 * The status and values a form starts with: the server's echo of a post made without JavaScript, so
 * hydration renders exactly what the server did. Only on the history entry the server answered
 * (react-router's 'default' key): a later visit to the page in the app starts empty.
 */
export function useFormEcho(form: EchoedForm): { status: string; values: Record<string, string> } {
  const fromServer = useContext(FormEchoContext);
  const location = useLocation();
  const [echo] = useState(() => {
    if (location.key !== 'default') return null;
    const found = fromServer ?? readPageEcho();
    if (found?.form === form) return { status: found.status, values: found.values };
    if (new URLSearchParams(location.search).get(SENT_PARAM) === '1')
      return { status: SUCCESS[form], values: {} };
    return null;
  });
  return echo ?? { status: '', values: {} };
}

/** The value the echo gives back for a field, or ''. */
export const echoed = (values: Record<string, string>, name: string) => values[name] ?? '';
