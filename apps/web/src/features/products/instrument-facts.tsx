import { FACTS_TEXTS } from '@manovo/content/facts';
import type { Instrument } from '@manovo/content/products';
import { useQuery } from '@tanstack/react-query';
import { Section } from '../../components/section';
import { useTexts } from '../../lib/i18n';
import { type PublicRead, publicReads } from '../../lib/public-api';
import { Link, useLocale } from '../../lib/router';

// The facts behind the claims beside each instrument of /products (docs/product.md, "Facts behind the
// claims"): its market status with the notice "Not available in all markets" where staff set it, its
// reprocessing summary, its spec sheet and its instructions for use. The words around them are the
// catalogue's (translated); the facts are staff's English, marked lang="en" on another locale's page.

type ItemOf<R> = R extends PublicRead<(infer T)[]> ? T : never;
export type MarketStatusItem = ItemOf<ReturnType<typeof publicReads.marketStatuses>>;
export type ReprocessingItem = ItemOf<ReturnType<typeof publicReads.reprocessing>>;
export type CertificateItem = ItemOf<ReturnType<typeof publicReads.qualityCertificates>>;

/** The spec sheet's stable address (apps/server/src/plugins/spec-sheets.ts). */
export const specSheetPath = (instrumentId: string) => `/spec-sheets/${instrumentId}.pdf`;

/** The facts of every instrument, keyed by its lineup id. */
export function useInstrumentFacts() {
  const statuses = useQuery(publicReads.marketStatuses()).data ?? [];
  const reprocessing = useQuery(publicReads.reprocessing()).data ?? [];
  const byInstrument = new Map<string, { statuses: MarketStatusItem[]; reprocessing?: ReprocessingItem }>();
  const entry = (id: string) => {
    const found = byInstrument.get(id) ?? { statuses: [] };
    byInstrument.set(id, found);
    return found;
  };
  for (const s of statuses) entry(s.instrumentSlug).statuses.push(s);
  for (const r of reprocessing) entry(r.instrumentSlug).reprocessing = r;
  return (id: string) => byInstrument.get(id) ?? { statuses: [] };
}

/** The page's words in its language, and the lang that marks staff's (English) facts on another one. */
export function useFactsTexts() {
  const t = useTexts('facts', FACTS_TEXTS);
  const locale = useLocale();
  return { t, lang: locale === 'en' ? undefined : locale, contentLang: locale === 'en' ? undefined : 'en' };
}

/** Whether staff flagged this instrument "Not available in all markets". */
export const isLimited = (statuses: MarketStatusItem[]) => statuses.some((s) => s.limitedAvailability);

export function InstrumentFacts({
  item,
  statuses,
  reprocessing,
}: {
  item: Instrument;
  statuses: MarketStatusItem[];
  reprocessing?: ReprocessingItem;
}) {
  const { t, lang, contentLang } = useFactsTexts();
  return (
    <div className="instrument-facts" lang={lang}>
      {isLimited(statuses) && <p className="instrument-facts__notice">{t.notice}</p>}
      {statuses.length > 0 && (
        <>
          <h3 className="instrument-facts__heading">{t.marketHeading}</h3>
          <table className="instrument-facts__markets">
            <thead>
              <tr>
                <th scope="col">{t.market}</th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.reference}</th>
                <th scope="col">{t.date}</th>
              </tr>
            </thead>
            <tbody lang={contentLang}>
              {statuses.map((s) => (
                <tr key={s.id}>
                  <th scope="row">{s.market}</th>
                  <td data-label={t.status}>{s.status}</td>
                  <td data-label={t.reference}>{s.reference || '—'}</td>
                  <td data-label={t.date}>
                    {s.statusDate ? <time dateTime={s.statusDate}>{s.statusDate}</time> : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {reprocessing && (
        <>
          <h3 className="instrument-facts__heading">{t.reprocessingHeading}</h3>
          <dl className="instrument__specs instrument-facts__steps">
            <dt>{t.cleaning}</dt>
            <dd lang={contentLang}>{reprocessing.cleaning}</dd>
            <dt>{t.sterilisation}</dt>
            <dd lang={contentLang}>{reprocessing.sterilisation}</dd>
            {reprocessing.cycles !== null && (
              <>
                <dt>{t.cycles}</dt>
                <dd>{reprocessing.cycles}</dd>
              </>
            )}
          </dl>
        </>
      )}
      <h3 className="instrument-facts__heading">{t.documents}</h3>
      <ul className="instrument-facts__docs">
        <li>
          <a href={specSheetPath(item.id)} type="application/pdf" aria-label={t.specSheetOf(item.title)}>
            {t.specSheet}
          </a>
        </li>
        <li>
          <Link to={`/ifu/${encodeURIComponent(item.ref)}`}>
            {t.ifu} ({item.ref})
          </Link>
        </li>
      </ul>
    </div>
  );
}

/** The quality-system certificates, under the lineup. */
export function QualitySection() {
  const certificates = useQuery(publicReads.qualityCertificates()).data ?? [];
  const { t, lang, contentLang } = useFactsTexts();
  if (certificates.length === 0) return null;
  return (
    <Section
      id="quality"
      labelledBy="quality-h"
      className="section--mint"
      lang={lang}
      head={{ center: true, eyebrow: t.qualityEyebrow, heading: t.qualityHeading, lead: t.qualityLead }}
    >
      <div className="quality-certs">
        {certificates.map((c) => (
          <div key={c.id} className="card quality-cert">
            <dl className="instrument__specs">
              <dt>{t.standard}</dt>
              <dd lang={contentLang}>{c.standard}</dd>
              <dt>{t.body}</dt>
              <dd lang={contentLang}>{c.body}</dd>
              <dt>{t.number}</dt>
              <dd>{c.number}</dd>
              {(c.validFrom || c.validUntil) && (
                <>
                  <dt>{t.validity}</dt>
                  <dd>
                    {c.validUntil
                      ? c.validFrom
                        ? t.validRange(c.validFrom, c.validUntil)
                        : t.validUntil(c.validUntil)
                      : c.validFrom}
                  </dd>
                </>
              )}
            </dl>
          </div>
        ))}
      </div>
    </Section>
  );
}
