import { HERO_SLIDES, VALUES } from '@manovo/content/home';
import { COMPANY } from '@manovo/content/site';
import { HeroCarousel } from '@manovo/ui/hero-carousel';
import { LatestBroadcast } from '../features/home/latest-broadcast';
import { PartnersStrip } from '../features/home/partners-strip';
import { ProductVideo } from '../features/home/product-video';
import { TestimonialsSection } from '../features/home/testimonials-section';
import { LazyInstrumentViewer } from '../features/model-viewer/lazy-instrument-viewer';
import { Link } from '../lib/router';
import './home-page.css';

const VALUE_ICONS: Record<string, string> = {
  innovation: 'M12 3a6 6 0 0 0-3.5 10.9V17h7v-3.1A6 6 0 0 0 12 3zM9.5 20h5',
  collaboration:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 3-5 6-5s6 2 6 5m0-4.6c.6-.3 1.3-.4 2-.4 3 0 6 2 6 5',
  accessibility: 'M12 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM4 8l8 1.5L20 8M12 9.5V15m0 0-4 7m4-7 4 7',
  compassion: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
};

export default function HomePage() {
  return (
    <>
      <HeroCarousel
        slides={HERO_SLIDES}
        label="Manovo Articulate 8 highlights"
        renderLink={(href, children, className) => (
          <Link to={href} className={className}>
            {children}
          </Link>
        )}
      />

      <section className="home-banner" aria-labelledby="home-h1">
        <div className="container home-banner__inner">
          <div>
            <p className="section__eyebrow">{COMPANY.series}</p>
            <h1 id="home-h1">{COMPANY.tagline}</h1>
            <p className="section__lead">
              Reusable articulating laparoscopic instruments with 8 degrees of freedom, 360° end-effector
              rotation and natural haptic feedback. Robotic-like dexterity, without robotic infrastructure.
            </p>
            <div className="home-banner__actions">
              <Link to="/products" className="btn btn--primary">
                Explore the lineup
              </Link>
              <Link to="/contact" className="btn btn--outline">
                Request a demo
              </Link>
            </div>
          </div>
          <dl className="home-stats">
            <div>
              <dt>Degrees of freedom</dt>
              <dd>8</dd>
            </div>
            <div>
              <dt>End-effector rotation</dt>
              <dd>360°</dd>
            </div>
            <div>
              <dt>Instruments in the lineup</dt>
              <dd>15</dd>
            </div>
            <div>
              <dt>Shaft diameter</dt>
              <dd>8 mm</dd>
            </div>
          </dl>
        </div>
      </section>

      <ProductVideo />

      <section className="section" aria-labelledby="values-h">
        <div className="container">
          <div className="section__head section__head--center">
            <p className="section__eyebrow">What drives us</p>
            <h2 id="values-h">Our Values</h2>
          </div>
          <div className="grid grid--4">
            {VALUES.map((v) => (
              <article key={v.id} className="card value-card">
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
                <h3>{v.title}</h3>
                <p>{v.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <TestimonialsSection />

      <section className="section viewer-section" aria-labelledby="viewer-h">
        <div className="container viewer-section__inner">
          <div>
            <p className="section__eyebrow">Explore in 3D</p>
            <h2 id="viewer-h">Turn the instrument in your hands</h2>
            <p className="section__lead">
              Drag to rotate the model: the ergonomic handle, the 8 mm shaft and the articulating wrist that
              lets the jaws reach around structures a straight instrument cannot.
            </p>
            <Link to="/products#articulate-8" className="btn btn--primary">
              See the features
            </Link>
          </div>
          <LazyInstrumentViewer />
        </div>
      </section>

      <PartnersStrip />
      <LatestBroadcast />
    </>
  );
}
