import { LOCALE_CODES, LOCALE_COOKIE, LOCALES, localizePath } from '@manovo/content/locales';
import { CHROME } from '@manovo/content/ui';
import { useTexts } from '../../lib/i18n';
import { useLocale, useLocation } from '../../lib/router';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The same page in each language: plain links (a new document in the other language, with or without
 * the app), the item and the page's own state kept. With the app, following one remembers the choice
 * in a cookie, which the server reads only at the home page's address (no redirect by the browser's
 * languages: search engines see every locale).
 */
export function LanguageSwitcher({ className }: { className: string }) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const chrome = useTexts('chrome', CHROME);
  // What a visitor typed into the search stays out of the links (the search page's ?q=).
  const keep = pathname.toLowerCase() === '/search' ? '' : search;
  return (
    <nav className={`lang-switch ${className}`} aria-label={chrome.language}>
      <ul>
        {LOCALE_CODES.map((code) => (
          <li key={code}>
            <a
              href={localizePath(`${pathname}${keep}`, code)}
              hrefLang={LOCALES[code].htmlLang}
              lang={LOCALES[code].htmlLang}
              aria-current={code === locale ? 'true' : undefined}
              onClick={() => {
                document.cookie = `${LOCALE_COOKIE}=${code}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
              }}
            >
              <span aria-hidden="true">{code.toUpperCase()}</span>
              <span className="ui-visually-hidden">{LOCALES[code].name}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
