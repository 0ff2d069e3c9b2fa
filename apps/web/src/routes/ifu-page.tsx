import { type IfuDocument, type IfuRevision, isSuccessText } from '@manovo/api/domain';
import { COMPANY } from '@manovo/content/site';
import { useQuery } from '@tanstack/react-query';
import { PageBanner } from '../components/page-banner';
import { echoed, useFormEcho } from '../features/forms/form-echo';
import { Field, InputField, TextAreaField } from '../features/forms/form-fields';
import { HoneypotField } from '../features/forms/honeypot-field';
import { Link, useLocale, useParams, useSearchParams } from '../lib/router';
import { ifuDeviceRead, ifuLibraryRead } from '../page-data';
import NotFoundPage from './not-found-page';
import './ifu-page.css';

// Instructions for use (docs/product.md, "Instructions for use"): the library at /ifu and a device's
// page at /ifu/{ref}. Plain links and GET/POST forms throughout, so both work without JavaScript.

const LANG_NAMES: Record<string, string> = { en: 'English', de: 'Deutsch', fr: 'Français' };
const langName = (lang: string) => LANG_NAMES[lang] ?? lang;

/** Languages with the page's own first (a German device page lists the German IFU first), the rest as they were. */
export function ownLanguageFirst<T>(items: T[], langOf: (item: T) => string, locale: string): T[] {
  return [...items.filter((i) => langOf(i) === locale), ...items.filter((i) => langOf(i) !== locale)];
}
/** A `<select>`'s languages, each by its own name and code (the library search and the paper copy). */
function LanguageOptions({ langs }: { langs: string[] }) {
  return langs.map((l) => (
    <option key={l} value={l}>
      {langName(l)} ({l})
    </option>
  ));
}

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export default function IfuPage() {
  const { item } = useParams() as { item?: string };
  return item ? <DevicePage refParam={decodeURIComponent(item)} /> : <LibraryPage />;
}

function LibraryPage() {
  const [search] = useSearchParams();
  const q = search.get('q') ?? '';
  const lang = search.get('lang') ?? '';
  const library = useQuery(ifuLibraryRead(search));
  const all = useQuery(ifuLibraryRead(new URLSearchParams()));
  const langs = [...new Set((all.data ?? []).flatMap((d) => d.revisions.map((r) => r.lang)))].sort();
  const items = library.data ?? [];
  return (
    <>
      <PageBanner
        eyebrow="Instructions for use"
        title="Instructions for use"
        lead="Find the instructions for use of a Manovo instrument by the REF or UDI-DI on its label, or by its name."
      />
      <section className="section" aria-labelledby="ifu-search-h">
        <div className="container">
          <h2 id="ifu-search-h" className="ui-visually-hidden">
            Search the library
          </h2>
          <form className="ifu-search" method="get" action="/ifu">
            <InputField
              id="ifu-q"
              label="REF, UDI-DI or device name"
              name="q"
              type="search"
              defaultValue={q}
            />
            <Field id="ifu-lang" label="Language">
              <select id="ifu-lang" name="lang" defaultValue={lang}>
                <option value="">All languages</option>
                <LanguageOptions langs={langs} />
              </select>
            </Field>
            <button type="submit" className="btn btn--primary">
              Search
            </button>
          </form>
          <p className="muted" role="status">
            {library.isLoading ? 'Loading…' : `${items.length} ${items.length === 1 ? 'device' : 'devices'}`}
          </p>
          <ul className="ifu-list">
            {items.map((d) => (
              <li key={d.ref} className="card ifu-list__item">
                <h3>
                  <Link to={`/ifu/${encodeURIComponent(d.ref)}`}>{d.title}</Link>
                </h3>
                <p className="ifu-ids">
                  <span>REF {d.ref}</span>
                  {d.udiDi && <span>UDI-DI {d.udiDi}</span>}
                </p>
                <p className="ifu-langs">
                  {d.revisions
                    .filter((r) => r.current)
                    .map((r) => (
                      <a key={r.lang} href={`/ifu/${encodeURIComponent(d.ref)}/${r.lang}`}>
                        {langName(r.lang)} · rev {r.revision}
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
  const device = useQuery(ifuDeviceRead(refParam));
  const locale = useLocale();
  if (device.isLoading) return <p className="page-loading">Loading…</p>;
  if (!device.data) return <NotFoundPage />;
  const d = device.data;
  const byLang = new Map<string, IfuRevision[]>();
  for (const r of d.revisions) byLang.set(r.lang, [...(byLang.get(r.lang) ?? []), r]);
  return (
    <>
      <PageBanner eyebrow={`REF ${d.ref}`} title={d.title} lead={d.udiDi ? `UDI-DI ${d.udiDi}` : undefined} />
      <section className="section" aria-labelledby="ifu-docs-h">
        <div className="container ifu-device">
          <div>
            <h2 id="ifu-docs-h">Instructions for use</h2>
            {ownLanguageFirst([...byLang.entries()], ([lang]) => lang, locale).map(([lang, revisions]) => (
              <LanguageBlock key={lang} device={d} lang={lang} revisions={revisions} />
            ))}
          </div>
          <aside className="ifu-aside">
            <div className="card">
              <h2>Manufacturer</h2>
              <address>
                {COMPANY.address.map((l) => (
                  <span key={l}>
                    {l}
                    <br />
                  </span>
                ))}
                <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
                <br />
                <a href={`tel:${COMPANY.phone.replace(/\s/g, '')}`}>{COMPANY.phone}</a>
              </address>
            </div>
            <div className="card ifu-qr">
              <h2>This page as a QR code</h2>
              <img
                src={`/ifu/${encodeURIComponent(d.ref)}/qr.svg`}
                alt={`QR code of the page for REF ${d.ref}`}
                width={160}
                height={160}
              />
            </div>
          </aside>
        </div>
      </section>
      <section className="section section--mint" aria-labelledby="paper-copy-h">
        <div className="container ifu-paper">
          <div>
            <h2 id="paper-copy-h">Free paper copy</h2>
            <p>
              You can have these instructions for use on paper, free of charge. We send a paper copy within 7
              calendar days of your request.
            </p>
          </div>
          <div className="card">
            <PaperCopyForm device={d} />
          </div>
        </div>
      </section>
    </>
  );
}

function LanguageBlock({
  device,
  lang,
  revisions,
}: {
  device: IfuDocument;
  lang: string;
  revisions: IfuRevision[];
}) {
  const current = revisions.find((r) => r.current);
  const earlier = revisions.filter((r) => r !== current);
  return (
    <article className="card ifu-lang" lang={lang}>
      <h3>{langName(lang)}</h3>
      {current ? (
        <dl className="ifu-facts">
          <dt>Current revision</dt>
          <dd>{current.revision}</dd>
          <dt>Effective</dt>
          <dd>{current.effectiveDate}</dd>
          <dt>Size</dt>
          <dd>{sizeOf(current.size)}</dd>
          <dt>SHA-256</dt>
          <dd className="ifu-hash">{current.sha256}</dd>
        </dl>
      ) : (
        <p>No current revision in this language.</p>
      )}
      {current && (
        <a className="btn btn--primary" href={`/ifu/${encodeURIComponent(device.ref)}/${lang}`}>
          Open PDF ({langName(lang)}, rev {current.revision})
        </a>
      )}
      {earlier.length > 0 && (
        <>
          <h4>Earlier revisions</h4>
          <ul className="ifu-earlier">
            {earlier.map((r) => (
              <li key={r.revision}>
                <a href={r.url}>Revision {r.revision}</a> · effective {r.effectiveDate}
                {r.status === 'withdrawn' && (
                  <strong className="ifu-withdrawn">
                    {' '}
                    · Withdrawn{r.withdrawnReason ? `: ${r.withdrawnReason}` : ''}
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

function PaperCopyForm({ device }: { device: IfuDocument }) {
  const echo = useFormEcho('ifu-paper');
  const v = echo.values;
  const langs = ownLanguageFirst([...new Set(device.revisions.map((r) => r.lang))], (l) => l, useLocale());
  const ok = isSuccessText(echo.status);
  return (
    <form
      id="paper-copy"
      className="form"
      method="post"
      action={`/ifu/${encodeURIComponent(device.ref)}#paper-copy`}
      aria-label="Paper copy request"
    >
      <HoneypotField inputRef={null} />
      <input type="hidden" name="ref" value={device.ref} />
      <div className="form__row">
        <InputField
          id="paper-name"
          label="Name"
          name="name"
          autoComplete="name"
          defaultValue={echoed(v, 'name')}
          required
        />
        <InputField
          id="paper-email"
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={echoed(v, 'email')}
          required
        />
      </div>
      <InputField
        id="paper-institution"
        label="Institution"
        name="institution"
        autoComplete="organization"
        defaultValue={echoed(v, 'institution')}
        required
      />
      <TextAreaField
        id="paper-address"
        label="Postal address"
        name="address"
        rows={3}
        autoComplete="street-address"
        defaultValue={echoed(v, 'address')}
        required
      />
      <Field id="paper-lang" label="Language">
        <select id="paper-lang" name="lang" defaultValue={echoed(v, 'lang') || langs[0]}>
          <LanguageOptions langs={langs} />
        </select>
      </Field>
      <TextAreaField
        id="paper-message"
        label="Message (optional)"
        name="message"
        rows={3}
        defaultValue={echoed(v, 'message')}
      />
      <div>
        <button type="submit" className="btn btn--primary">
          Request a paper copy
        </button>
      </div>
      <div aria-live="polite">
        {echo.status && (
          <p role="status" className={`status ${ok ? 'status--success' : 'status--error'}`}>
            {echo.status}
          </p>
        )}
      </div>
    </form>
  );
}
