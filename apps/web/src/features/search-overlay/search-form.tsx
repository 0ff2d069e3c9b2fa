import { CHROME } from '@manovo/content/ui';
import type { ReactNode, Ref } from 'react';
import { useMessages, useTexts } from '../../lib/i18n';
import { useLocalePath } from '../../lib/router';

/**
 * The site's search box: a search landmark around a real GET form to the search page (in the page's
 * locale), so Enter works with or without the app; once the app runs, `onSubmit` takes over. Used by
 * the overlay and the search page; `children` follow the input (their buttons).
 */
export function SearchForm({
  className,
  value,
  onValue,
  onSubmit,
  inputRef,
  inputClassName,
  controls,
  children,
}: {
  className: string;
  value: string;
  onValue: (value: string) => void;
  onSubmit: () => void;
  inputRef?: Ref<HTMLInputElement>;
  inputClassName?: string;
  /** The id of what the input's results update (aria-controls). */
  controls?: string;
  children?: ReactNode;
}) {
  const localePath = useLocalePath();
  const chrome = useTexts('chrome', CHROME);
  const messages = useMessages();
  return (
    <search>
      <form
        action={localePath('/search')}
        method="get"
        className={className}
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <input
          ref={inputRef}
          type="search"
          name="q"
          className={inputClassName}
          placeholder={messages.searchPlaceholder}
          aria-label={chrome.searchSite}
          aria-controls={controls}
          value={value}
          onChange={(e) => onValue(e.target.value)}
        />
        {children}
      </form>
    </search>
  );
}
