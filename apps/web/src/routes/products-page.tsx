import {
  INSTRUMENTS,
  type Instrument,
  PRODUCT_PHOTO,
  PRODUCT_PHOTO_SIZES,
  PRODUCTS_TEXTS,
} from '@manovo/content/products';
import { COMPANY } from '@manovo/content/site';
import { SITE_TEXTS } from '@manovo/content/ui';
import { Accordion } from '@manovo/ui/accordion';
import { Fragment } from 'react';
import { Section, SectionHeading } from '../components/section';
import { InstrumentFacts, QualitySection, useInstrumentFacts } from '../features/products/instrument-facts';
import { PauseableVideo } from '../features/videos/pauseable-video';
import { useTexts } from '../lib/i18n';
import { Link, useLocale } from '../lib/router';
import './products-page.css';

type ProductsTexts = typeof PRODUCTS_TEXTS;

function InstrumentDetails({
  item,
  facts,
  t,
}: {
  item: Instrument;
  facts: ReturnType<ReturnType<typeof useInstrumentFacts>>;
  t: ProductsTexts;
}) {
  const words: Record<string, string> = t.specWords;
  return (
    <div className="instrument">
      <picture>
        {item.photo.sources.map((s) => (
          <source key={s.type} type={s.type} srcSet={s.srcSet} sizes="(max-width: 900px) 100vw, 480px" />
        ))}
        <img
          src={item.photo.src}
          alt={t.copy.instrumentPhotoAlt(item.title)}
          width={480}
          height={200}
          loading="lazy"
        />
      </picture>
      <p>{t.summaries[item.id] ?? item.summary}</p>
      <dl className="instrument__specs">
        {Object.entries(t.specLabels).map(([key, label]) => {
          const value = item.specs[key as keyof typeof t.specLabels];
          return (
            <Fragment key={key}>
              <dt>{label}</dt>
              <dd>{words[value] ?? value}</dd>
            </Fragment>
          );
        })}
        <dt>REF</dt>
        <dd>{item.ref}</dd>
      </dl>
      <InstrumentFacts item={item} {...facts} />
    </div>
  );
}

const half = Math.ceil(INSTRUMENTS.length / 2);
const lineupColumns = [INSTRUMENTS.slice(0, half), INSTRUMENTS.slice(half)];

export default function ProductsPage() {
  const factsOf = useInstrumentFacts();
  const t = useTexts('products', PRODUCTS_TEXTS);
  const { tagline } = useTexts('site', SITE_TEXTS);
  const { copy } = t;
  // The instrument names are English in every language (the brand sheet): marked so, for screen readers.
  const nameLang = useLocale() === 'en' ? undefined : 'en';
  return (
    <>
      <section className="products-hero">
        <div className="container products-hero__inner">
          <div>
            <p className="page-banner__eyebrow">{copy.eyebrow}</p>
            {/* A non-breaking space keeps the model number with its name: never a lone "8" on a line. */}
            <h1>{COMPANY.series.replace(/ (\S+)$/, '\u00a0$1')}</h1>
            <p className="products-hero__tagline">{tagline}</p>
          </div>
          <picture>
            {PRODUCT_PHOTO.sources.map((s) => (
              <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={PRODUCT_PHOTO_SIZES} />
            ))}
            <img src={PRODUCT_PHOTO.src} alt={copy.photoAlt} width={1600} height={700} />
          </picture>
        </div>
      </section>

      {/* docs/product.md §2: the flagship anchor is spelled two ways; the second spelling is a data-anchor. */}
      <Section id="articulate-8" data-anchor="articulate8" labelledBy="intro-h" inner="products-intro">
        <div>
          <SectionHeading id="intro-h" heading={copy.introHeading} lead={copy.introLead} />
          <a href="#complete-lineup" className="btn btn--primary">
            {copy.completeLineup}
          </a>
        </div>
        <figure className="products-rom">
          <PauseableVideo
            poster="/media/clips/range-of-motion.webp"
            label={copy.clipLabel}
            srcUrl="/media/clips/range-of-motion.mp4"
            title={copy.clipTitle}
            words={{ play: copy.playVideo, pause: copy.pauseVideo }}
          />
          <figcaption>{copy.clipCaption}</figcaption>
        </figure>
      </Section>

      {t.features.map((f, i) => (
        <Section
          key={f.id}
          id={`feature-${f.id}`}
          className={`feature${i % 2 === 0 ? ' section--mint' : ''}`}
          labelledBy={`feature-${f.id}-h`}
          inner={`feature__inner${i % 2 ? ' feature__inner--flip' : ''}`}
        >
          <div>
            <SectionHeading
              id={`feature-${f.id}-h`}
              eyebrow={copy.featureOf(String(i + 1))}
              heading={f.title}
            />
            <p className="feature__lead">{f.lead}</p>
            <p>{f.body}</p>
          </div>
          <div className="feature__figure">
            <picture>
              {f.sources?.map((s) => (
                <source
                  key={s.type}
                  type={s.type}
                  srcSet={s.srcSet}
                  sizes="(max-width: 900px) 100vw, 576px"
                />
              ))}
              <img src={f.image} alt="" width={600} height={400} loading="lazy" />
            </picture>
            {/* The diagram's words, laid over the corner it leaves clear: text in the page's language. */}
            {f.caption && (
              <p className={`feature__caption feature__caption--${f.id}`}>
                <span className="feature__caption-title">{f.caption.title}</span>
                <span className="feature__caption-sub">{f.caption.sub}</span>
              </p>
            )}
          </div>
        </Section>
      ))}

      <Section
        id="complete-lineup"
        labelledBy="lineup-h"
        head={{
          center: true,
          eyebrow: copy.lineupEyebrow,
          heading: copy.lineupHeading,
          lead: copy.lineupLead,
        }}
      >
        <div className="lineup">
          {lineupColumns.map((col, i) => (
            <Accordion
              // biome-ignore lint/suspicious/noArrayIndexKey: two fixed columns
              key={i}
              className="lineup__col"
              disableClickOnHover
              items={col.map((item) => ({
                id: item.id,
                title: <span lang={nameLang}>{item.title}</span>,
                content: <InstrumentDetails item={item} facts={factsOf(item.id)} t={t} />,
              }))}
            />
          ))}
        </div>
      </Section>

      <QualitySection />

      <Section
        labelledBy="faq-h"
        className="section--mint"
        inner="faq"
        head={{ center: true, heading: copy.faqHeading }}
      >
        <Accordion items={t.faqs.map((f) => ({ id: f.id, title: f.question, content: <p>{f.answer}</p> }))} />
      </Section>

      <Section labelledBy="cta-h" className="products-cta">
        <SectionHeading id="cta-h" heading={copy.ctaHeading} lead={copy.ctaLead} />
        <Link to="/contact" className="btn btn--primary">
          {copy.contact}
        </Link>
      </Section>
    </>
  );
}
