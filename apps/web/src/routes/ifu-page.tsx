import { type IfuDocument, type IfuRevision, isSuccessText } from '@manovo/api/domain';
import { IFU_TEXTS } from '@manovo/content/ifu';
import { COMPANY } from '@manovo/content/site';
import { useQuery } from '@tanstack/react-query';
import { CompanyAddressLines } from '../components/company-address';
import { PageBanner } from '../components/page-banner';
import { echoed, useFormEcho } from '../features/forms/form-echo';
import { Field, InputField, SubmitWithStatus, TextAreaField } from '../features/forms/form-fields';
import { HoneypotField } from '../features/forms/honeypot-field';
import { useMessages, useTexts } from '../lib/i18n';
import { useMessageText } from '../lib/message-text';
import { Link, useLocale, useLocalePath, useParams, useSearchParams } from '../lib/router';
import { ifuDeviceRead, ifuLibraryRead } from '../page-data';
import NotFoundPage from './not-found-page';
import './ifu-page.css';

// Instructions for use (docs/product.md, "Instructions for use"): the library at /ifu and a device's
// page at /ifu/{ref}. Plain links and GET/POST forms throughout, so both work without JavaScript. The
// words are the page's language's (catalogue area `ifu`); the device names stay as the brand sheet has
// them (English, marked so on a German or French page), each language is named in that language.

const LANG_NAMES: Record<string, string> = { en: 'English', de: 'Deutsch', fr: 'Français' };
const langName = (lang: string) => LANG_NAMES[lang] ?? lang;

/** Languages with the page's own first (a German device page lists the German IFU first), the rest as they were. */
export function ownLanguageFirst<T>(items: T[], langOf: (item: T) => string, locale: string): T[] {
  return [...items.filter((i) => langOf(i) === locale), ...items.filter((i) => langOf(i) !== locale)];
}
/** A `<select>`'s languages, each by its own name and code (the library search and the paper copy). */
function LanguageOptions({ langs }: { langs: string[] }) {
  return langs.map((l) => (
    <option key={l} value={l} lang={l}>
      {langName(l)} ({l})
    </option>
  ));
}

/** A file's size in the page's language: 3 KB, 1.5 MB (1,5 Mo on a French page). */
const sizeOf = (bytes: number, t: typeof IFU_TEXTS, locale: string) =>
  bytes >= 1024 * 1024
    ? t.megabytes(
        (bytes / 1024 / 1024).toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      )
    : t.kilobytes(String(Math.max(1, Math.round(bytes / 1024))));

const useIfuTexts = () => useTexts('ifu', IFU_TEXTS);
/** The device names are English in every language (the brand sheet): marked so for screen readers. */
const useNameLang = () => (useLocale() === 'en' ? undefined : 'en');
const deviceAddress = (ref: string) => `/ifu/${encodeURIComponent(ref)}`;

export default function IfuPage() {
  const { item } = useParams() as { item?: string };
  return item ? <DevicePage refParam={decodeURIComponent(item)} /> : <LibraryPage />;
}

function LibraryPage() {
  const t = useIfuTexts();
  const { loading } = useMessages();
  const nameLang = useNameLang();
  const localePath = useLocalePath();
  const [search] = useSearchParams();
  const q = search.get('q') ?? '';
  const lang = search.get('lang') ?? '';
  const library = useQuery(ifuLibraryRead(search));
  const all = useQuery(ifuLibraryRead(new URLSearchParams()));
  const langs = [...new Set((all.data ?? []).flatMap((d) => d.revisions.map((r) => r.lang)))].sort();
  const items = library.data ?? [];
  return (
    <>
      <PageBanner eyebrow={t.title} title={t.title} lead={t.lead} />
      {/* Its heading is hidden but kept: the devices' h3s need an h2 above them (the Nu checker says so). */}
      <section className="section" aria-labelledby="ifu-search-h">
        <div className="container">
          <h2 id="ifu-search-h" className="ui-visually-hidden">
            {t.searchHeading}
          </h2>
          <form className="ifu-search" method="get" action={localePath('/ifu')}>
            <InputField id="ifu-q" label={t.query} name="q" type="search" defaultValue={q} />
            <Field id="ifu-lang" label={t.language}>
              <select id="ifu-lang" name="lang" defaultValue={lang}>
                <option value="">{t.allLanguages}</option>
                <LanguageOptions langs={langs} />
              </select>
            </Field>
            <button type="submit" className="btn btn--primary">
              {t.search}
            </button>
          </form>
          <p className="muted" role="status">
            {library.isLoading ? loading : t.devices(items.length)}
          </p>
          <ul className="ifu-list">
            {items.map((d) => (
              <li key={d.ref} className="card ifu-list__item">
                <h3>
                  <Link to={deviceAddress(d.ref)} lang={nameLang}>
                    {d.title}
                  </Link>
                </h3>
                <p className="ifu-ids">
                  <span>REF {d.ref}</span>
                  {d.udiDi && <span>UDI-DI {d.udiDi}</span>}
                </p>
                <p className="ifu-langs">
                  {d.revisions
                    .filter((r) => r.current)
                    .map((r) => (
                      <a key={r.lang} href={`${deviceAddress(d.ref)}/${r.lang}`} hrefLang={r.lang}>
                        {t.currentPdf(langName(r.lang), r.revision)}
                      </a>
                    ))}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

function DevicePage({ refParam }: { refParam: string }) {
  const t = useIfuTexts();
  const { loading } = useMessages();
  const nameLang = useNameLang();
  const device = useQuery(ifuDeviceRead(refParam));
  const locale = useLocale();
  if (device.isLoading) return <p className="page-loading">{loading}</p>;
  if (!device.data) return <NotFoundPage />;
  const d = device.data;
  const byLang = new Map<string, IfuRevision[]>();
  for (const r of d.revisions) byLang.set(r.lang, [...(byLang.get(r.lang) ?? []), r]);
  return (
    <>
      <PageBanner
        eyebrow={`REF ${d.ref}`}
        title={<span lang={nameLang}>{d.title}</span>}
        lead={d.udiDi ? `UDI-DI ${d.udiDi}` : undefined}
      />
      <section className="section" aria-labelledby="ifu-docs-h">
        <div className="container ifu-device">
          <div>
            <h2 id="ifu-docs-h">{t.title}</h2>
            {ownLanguageFirst([...byLang.entries()], ([lang]) => lang, locale).map(([lang, revisions]) => (
              <LanguageBlock key={lang} device={d} lang={lang} revisions={revisions} />
            ))}
          </div>
          <aside className="ifu-aside">
            <div className="card">
              <h2>{t.manufacturer}</h2>
              <address>
                <CompanyAddressLines />
                <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
                <br />
                <a href={`tel:${COMPANY.phone.replace(/\s/g, '')}`}>{COMPANY.phone}</a>
              </address>
            </div>
            <div className="card ifu-qr">
              <h2>{t.qrHeading}</h2>
              <img src={`${deviceAddress(d.ref)}/qr.svg`} alt={t.qrAlt(d.ref)} width={160} height={160} />
            </div>
          </aside>
        </div>
      </section>
      <section className="section section--mint" aria-labelledby="paper-copy-h">
        <div className="container ifu-paper">
          <div>
            <h2 id="paper-copy-h">{t.paper.heading}</h2>
            <p>{t.paper.text}</p>
          </div>
          <div className="card">
            <PaperCopyForm device={d} />
          </div>
        </div>
      </section>
    </>
  );
}

/**
 * One language's instructions: its current revision's facts and PDF, and the earlier ones. The card is
 * in the page's language; its heading, the language's own name, is marked with that language.
 */
function LanguageBlock({
  device,
  lang,
  revisions,
}: {
  device: IfuDocument;
  lang: string;
  revisions: IfuRevision[];
}) {
  const t = useIfuTexts();
  const locale = useLocale();
  const current = revisions.find((r) => r.current);
  const earlier = revisions.filter((r) => r !== current);
  return (
    <article className="card ifu-lang" data-lang={lang}>
      <h3 lang={lang}>{langName(lang)}</h3>
      {current ? (
        <dl className="ifu-facts">
          <dt>{t.currentRevision}</dt>
          <dd>{current.revision}</dd>
          <dt>{t.effective}</dt>
          <dd>{current.effectiveDate}</dd>
          <dt>{t.size}</dt>
          <dd>{sizeOf(current.size, t, locale)}</dd>
          <dt>SHA-256</dt>
          <dd className="ifu-hash">{current.sha256}</dd>
        </dl>
      ) : (
        <p>{t.noCurrent}</p>
      )}
      {current && (
        <a className="btn btn--primary" href={`${deviceAddress(device.ref)}/${lang}`} hrefLang={lang}>
          {t.openPdf(langName(lang), current.revision)}
        </a>
      )}
      {earlier.length > 0 && (
        <>
          <h4>{t.earlier}</h4>
          <ul className="ifu-earlier">
            {earlier.map((r) => (
              <li key={r.revision}>
                <a href={r.url} hrefLang={lang}>
                  {t.revision(r.revision)}
                </a>{' '}
                · {t.effectiveOn(r.effectiveDate)}
                {r.status === 'withdrawn' && (
                  <strong className="ifu-withdrawn">
                    {' '}
                    · {t.withdrawn}
                    {r.withdrawnReason ? `: ${r.withdrawnReason}` : ''}
                  </strong>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}

/**
 * The paper-copy request: a plain form posted to this page in its own language (/de/ifu/{ref}), which
 * the server answers in that language (routes/page-forms.ts); its status line is shown in it too.
 */
function PaperCopyForm({ device }: { device: IfuDocument }) {
  const { paper: t } = useIfuTexts();
  const shown = useMessageText();
  const localePath = useLocalePath();
  const echo = useFormEcho('ifu-paper');
  const v = echo.values;
  const langs = ownLanguageFirst([...new Set(device.revisions.map((r) => r.lang))], (l) => l, useLocale());
  const ok = isSuccessText(echo.status);
  /** A required one-line field, named as the API names it, holding what the server gave back. */
  const input = (name: 'name' | 'email' | 'institution', autoComplete: string, type = 'text') => (
    <InputField
      id={`paper-${name}`}
      label={t[name]}
      name={name}
      type={type}
      autoComplete={autoComplete}
      defaultValue={echoed(v, name)}
      required
    />
  );
  return (
    <form
      id="paper-copy"
      className="form"
      method="post"
      action={`${localePath(deviceAddress(device.ref))}#paper-copy`}
      aria-label={t.label}
    >
      <HoneypotField inputRef={null} />
      <input type="hidden" name="ref" value={device.ref} />
      <div className="form__row">
        {input('name', 'name')}
        {input('email', 'email', 'email')}
      </div>
      {input('institution', 'organization')}
      <TextAreaField
        id="paper-address"
        label={t.address}
        name="address"
        rows={3}
        autoComplete="street-address"
        defaultValue={echoed(v, 'address')}
        required
      />
      <Field id="paper-lang" label={t.language}>
        <select id="paper-lang" name="lang" defaultValue={echoed(v, 'lang') || langs[0]}>
          <LanguageOptions langs={langs} />
        </select>
      </Field>
      <TextAreaField
        id="paper-message"
        label={t.message}
        name="message"
        rows={3}
        defaultValue={echoed(v, 'message')}
      />
      <SubmitWithStatus label={t.submit} status={echo.status && shown(echo.status)} success={ok} />
    </form>
  );
}
