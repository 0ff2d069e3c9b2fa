import { CAROUSEL_TEXTS } from '@manovo/content/carousel';
import { COMPANY } from '@manovo/content/site';
import { HOME_TEXTS } from '@manovo/content/ui';
import { HeroCarousel } from '@manovo/ui/hero-carousel';
import { Section, SectionHeading } from '../components/section';
import { TextCard } from '../components/text-card';
import { LatestBroadcast } from '../features/home/latest-broadcast';
import { PartnersStrip } from '../features/home/partners-strip';
import { ProductVideo } from '../features/home/product-video';
import { TestimonialsSection } from '../features/home/testimonials-section';
import { LazyInstrumentViewer } from '../features/model-viewer/lazy-instrument-viewer';
import { useTexts } from '../lib/i18n';
import { Link, useLocale } from '../lib/router';
import './home-page.css';

const VALUE_ICONS: Record<string, string> = {
  innovation: 'M12 3a6 6 0 0 0-3.5 10.9V17h7v-3.1A6 6 0 0 0 12 3zM9.5 20h5',
  collaboration:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 3-5 6-5s6 2 6 5m0-4.6c.6-.3 1.3-.4 2-.4 3 0 6 2 6 5',
  accessibility: 'M12 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM4 8l8 1.5L20 8M12 9.5V15m0 0-4 7m4-7 4 7',
  compassion: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
};

export default function HomePage() {
  const { copy, slides, values } = useTexts('home', HOME_TEXTS);
  const carousel = useTexts('carousel', CAROUSEL_TEXTS);
  // The sections not yet in the catalogue (video, testimonials, 3D viewer, partners, latest post) show
  // their English, marked as such.
  const untranslated = useLocale() === 'en' ? undefined : 'en';
  // The figures are the product's own; only their labels are translated.
  const stats = [
    [copy.statFreedom, '8'],
    [copy.statRotation, '360°'],
    [copy.statLineup, '15'],
    [copy.statShaft, '8 mm'],
  ];
  return (
    <>
      <HeroCarousel
        slides={slides}
        label={copy.highlights}
        words={{ ...carousel, ...carousel.hero }}
        renderLink={(href, children, className) => (
          <Link to={href} className={className}>
            {children}
          </Link>
        )}
      />

      <section className="home-banner" aria-labelledby="home-h1">
        <div className="container home-banner__inner">
          <div>
            <SectionHeading
              level={1}
              id="home-h1"
              eyebrow={COMPANY.series}
              heading={copy.tagline}
              lead={copy.lead}
            />
            <div className="home-banner__actions">
              <Link to="/products" className="btn btn--primary">
                {copy.exploreLineup}
              </Link>
              <Link to="/contact" className="btn btn--outline">
                {copy.requestDemo}
              </Link>
            </div>
          </div>
          <dl className="home-stats">
            {stats.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <div lang={untranslated} className="lang-fallback">
        <ProductVideo />
      </div>

      <Section
        labelledBy="values-h"
        head={{ center: true, eyebrow: copy.valuesEyebrow, heading: copy.valuesHeading }}
      >
        <div className="grid grid--4">
          {values.map((v) => (
            <TextCard key={v.id} as="article" className="value-card" title={v.title} text={v.text}>
              <span className="value-card__icon" aria-hidden="true">
                <svg
                  width="28"
                  height="28"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <path d={VALUE_ICONS[v.id]} />
                </svg>
              </span>
            </TextCard>
          ))}
        </div>
      </Section>

      <div lang={untranslated} className="lang-fallback">
        <TestimonialsSection />
      </div>

      <Section labelledBy="viewer-h" className="viewer-section" inner="viewer-section__inner">
        <div>
          <SectionHeading
            id="viewer-h"
            eyebrow={copy.viewerEyebrow}
            heading={copy.viewerHeading}
            lead={copy.viewerLead}
          />
          <Link to="/products#articulate-8" className="btn btn--primary">
            {copy.seeFeatures}
          </Link>
        </div>
        <div lang={untranslated} className="lang-fallback">
          <LazyInstrumentViewer />
        </div>
      </Section>

      <div lang={untranslated} className="lang-fallback">
        <PartnersStrip />
        <LatestBroadcast />
      </div>
    </>
  );
}
