import { LOCALE_CODES, LOCALE_COOKIE, LOCALES, type Locale, localizePath } from '@manovo/content/locales';
import { CHROME } from '@manovo/content/ui';
import { useQuery } from '@tanstack/react-query';
import { useTexts } from '../../lib/i18n';
import { useLocale, useLocation } from '../../lib/router';
import { pageItemRead } from '../../page-data';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
// The disabled query of a page without an item (a hook is called on every render).
const NO_ITEM_KEY = [['page', 'noItem'], { input: null, type: 'query' }] as const;

/**
 * The languages the page exists in: those its item's read names (a job exists only in the languages
 * its translation is published in, docs/product.md "Fallback per kind"), every one on a page without
 * an item. The item's query is the page's own (in its cache from the server's render, or fetched on a
 * client navigation): every locale until it answers, and on its 404 page.
 */
function usePageLocales(pathname: string, search: string): readonly Locale[] {
  const locale = useLocale();
  const read = pageItemRead(pathname, new URLSearchParams(search), locale);
  // Options as the page's own query has them (ITEM_QUERY_OPTIONS): a 404 that came with the page stays.
  const item = useQuery({
    queryKey: read?.queryKey ?? NO_ITEM_KEY,
    queryFn: read?.queryFn ?? (async () => null),
    enabled: read !== null,
    retryOnMount: false,
  });
  return item.data?.pageLocales ?? LOCALE_CODES;
}

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
  // Only the languages the page exists in: no link to a job's German page it does not have (a 404).
  const locales = usePageLocales(pathname, search);
  return (
    <nav className={`lang-switch ${className}`} aria-label={chrome.language}>
      <ul>
        {LOCALE_CODES.filter((code) => code === locale || locales.includes(code)).map((code) => (
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
