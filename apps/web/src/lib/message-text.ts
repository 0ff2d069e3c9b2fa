// The status lines of the public forms in the page's language: in its own module, so only the pages
// with a form or a status load it (an English first load carries none of it).
import { MESSAGES } from '@manovo/api/domain';
import { useMemo } from 'react';
import { useMessages } from './i18n';

/**
 * A status line in the page's language. The forms keep the API's own English text (what the server
 * and the REST door answer, and what the forms test for success); only what is shown is translated: a
 * text that is one of MESSAGES, or one after the apply form's '❌ ' / '✅ ' mark. Any other text (a
 * server's text without an entry) shows as it came.
 */
export function useMessageText(): (text: string) => string {
  const messages = useMessages();
  return useMemo(() => {
    if (messages === MESSAGES) return (text: string) => text;
    const byEnglish = new Map<string, string>();
    for (const [key, english] of Object.entries(MESSAGES))
      if (typeof english === 'string')
        byEnglish.set(english, messages[key as keyof typeof MESSAGES] as string);
    return (text: string) => {
      const mark = /^(❌ |✅ )/.exec(text)?.[0] ?? '';
      const own = byEnglish.get(text) ?? byEnglish.get(text.slice(mark.length));
      return own === undefined ? text : byEnglish.has(text) ? own : `${mark}${own}`;
    };
  }, [messages]);
}
