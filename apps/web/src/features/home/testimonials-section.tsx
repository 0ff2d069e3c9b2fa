import { Carousel } from '@manovo/ui/carousel';
import { DEFAULT_PROFILE_IMAGE, resolveMedia, type Testimonial } from '../../lib/media';
import { trpc } from '../../lib/trpc';

// Spec §9: testimonials carousel autoplay delay.
const TESTIMONIAL_AUTOPLAY_MS = 100_000;

function TestimonialCard({ t }: { t: Testimonial }) {
  const role = [t.person_title, t.company].filter(Boolean).join(', ');
  return (
    <figure className="testimonial card">
      <blockquote className="testimonial__quote">
        <p>{t.message}</p>
      </blockquote>
      <figcaption className="testimonial__who">
        <img
          src={resolveMedia(t.image, DEFAULT_PROFILE_IMAGE)}
          onError={(e) => (e.currentTarget.src = DEFAULT_PROFILE_IMAGE)}
          alt=""
          width={56}
          height={56}
          loading="lazy"
        />
        <span>
          <span className="testimonial__name">
            {t.linkedin ? (
              <a href={t.linkedin} target="_blank" rel="noopener noreferrer">
                {t.person_name}
              </a>
            ) : (
              t.person_name
            )}
          </span>
          {role && <span className="testimonial__role">{role}</span>}
        </span>
      </figcaption>
    </figure>
  );
}

/** Hidden when there are no testimonials or the request fails (spec §8). */
export function TestimonialsSection() {
  const query = trpc.testimonials.listPublic.useQuery({ limit: 10 });
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="section section--mint" aria-labelledby="testimonials-h">
      <div className="container">
        <div className="section__head section__head--center">
          <p className="section__eyebrow">Testimonials</p>
          <h2 id="testimonials-h">What surgeons say</h2>
        </div>
        <Carousel
          items={items}
          getKey={(t) => t.id}
          label="Testimonials"
          autoplayMs={TESTIMONIAL_AUTOPLAY_MS}
          renderItem={(t) => <TestimonialCard t={t} />}
        />
      </div>
    </section>
  );
}
