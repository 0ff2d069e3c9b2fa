import {
  FAQS,
  FEATURES,
  INSTRUMENTS,
  type Instrument,
  PRODUCT_PHOTO,
  PRODUCT_PHOTO_SIZES,
  SPEC_LABELS,
} from '@manovo/content/products';
import { COMPANY } from '@manovo/content/site';
import { Accordion } from '@manovo/ui/accordion';
import { Fragment } from 'react';
import { InstrumentFacts, QualitySection, useInstrumentFacts } from '../features/products/instrument-facts';
import { PauseableVideo } from '../features/videos/pauseable-video';
import { Link } from '../lib/router';
import './products-page.css';

function InstrumentDetails({
  item,
  facts,
}: {
  item: Instrument;
  facts: ReturnType<ReturnType<typeof useInstrumentFacts>>;
}) {
  return (
    <div className="instrument">
      <picture>
        {item.photo.sources.map((s) => (
          <source key={s.type} type={s.type} srcSet={s.srcSet} sizes="(max-width: 900px) 100vw, 480px" />
        ))}
        <img
          src={item.photo.src}
          alt={`Studio photograph of the ${item.title} jaws`}
          width={480}
          height={200}
          loading="lazy"
        />
      </picture>
      <p>{item.summary}</p>
      <dl className="instrument__specs">
        {Object.entries(SPEC_LABELS).map(([key, label]) => (
          <Fragment key={key}>
            <dt>{label}</dt>
            <dd>{item.specs[key as keyof typeof SPEC_LABELS]}</dd>
          </Fragment>
        ))}
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
  return (
    <>
      <section className="products-hero">
        <div className="container products-hero__inner">
          <div>
            <p className="page-banner__eyebrow">Products</p>
            {/* A non-breaking space keeps the model number with its name: never a lone "8" on a line. */}
            <h1>{COMPANY.series.replace(/ (\S+)$/, '\u00a0$1')}</h1>
            <p className="products-hero__tagline">{COMPANY.tagline}</p>
          </div>
          <picture>
            {PRODUCT_PHOTO.sources.map((s) => (
              <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={PRODUCT_PHOTO_SIZES} />
            ))}
            <img
              src={PRODUCT_PHOTO.src}
              alt="Studio photograph of an Articulate 8 instrument: handle, 38 cm shaft and articulating wrist"
              width={1600}
              height={700}
            />
          </picture>
        </div>
      </section>

      {/* docs/product.md §2: the flagship anchor is spelled two ways; the second spelling is a data-anchor. */}
      <section id="articulate-8" data-anchor="articulate8" className="section" aria-labelledby="intro-h">
        <div className="container products-intro">
          <div>
            <h2 id="intro-h">Robotic-like dexterity in a hand-held instrument</h2>
            <p className="section__lead">
              The Articulate 8 series adds a wrist to laparoscopy: 8 degrees of freedom, 360° end-effector
              rotation and natural haptic feedback, in reusable instruments that work with the tower you
              already have.
            </p>
            <a href="#complete-lineup" className="btn btn--primary">
              Complete lineup
            </a>
          </div>
          <figure className="products-rom">
            <PauseableVideo
              poster="/media/clips/range-of-motion.webp"
              label="Range of motion of the articulating wrist"
              srcUrl="/media/clips/range-of-motion.mp4"
              title="Range of motion: eight degrees of freedom"
            />
            <figcaption>Range of motion: pitch, yaw, roll and grip at full articulation.</figcaption>
          </figure>
        </div>
      </section>

      {FEATURES.map((f, i) => (
        <section
          key={f.id}
          id={`feature-${f.id}`}
          className={`section feature${i % 2 === 0 ? ' section--mint' : ''}`}
          aria-labelledby={`feature-${f.id}-h`}
        >
          <div className={`container feature__inner${i % 2 ? ' feature__inner--flip' : ''}`}>
            <div>
              <p className="section__eyebrow">Feature {i + 1} of 6</p>
              <h2 id={`feature-${f.id}-h`}>{f.title}</h2>
              <p className="feature__lead">{f.lead}</p>
              <p>{f.body}</p>
            </div>
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
          </div>
        </section>
      ))}

      <section id="complete-lineup" className="section" aria-labelledby="lineup-h">
        <div className="container">
          <div className="section__head section__head--center">
            <p className="section__eyebrow">15 instruments</p>
            <h2 id="lineup-h">Complete Lineup</h2>
            <p className="section__lead">
              All instruments: 18mm jaw, 8mm shaft, multiple uses. Open an instrument to see its
              specifications.
            </p>
          </div>
          <div className="lineup">
            {lineupColumns.map((col, i) => (
              <Accordion
                // biome-ignore lint/suspicious/noArrayIndexKey: two fixed columns
                key={i}
                className="lineup__col"
                disableClickOnHover
                items={col.map((item) => ({
                  id: item.id,
                  title: item.title,
                  content: <InstrumentDetails item={item} facts={factsOf(item.id)} />,
                }))}
              />
            ))}
          </div>
        </div>
      </section>

      <QualitySection />

      <section className="section section--mint" aria-labelledby="faq-h">
        <div className="container faq">
          <div className="section__head section__head--center">
            <h2 id="faq-h">Frequently Asked Questions</h2>
          </div>
          <Accordion items={FAQS.map((f) => ({ id: f.id, title: f.question, content: <p>{f.answer}</p> }))} />
        </div>
      </section>

      <section className="section products-cta" aria-labelledby="cta-h">
        <div className="container">
          <h2 id="cta-h">See the Articulate 8 in your hands</h2>
          <p className="section__lead">
            Our clinical team brings the full lineup and a box trainer to your department.
          </p>
          <Link to="/contact" className="btn btn--primary">
            Contact
          </Link>
        </div>
      </section>
    </>
  );
}
