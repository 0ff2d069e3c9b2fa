import { imageAltOf, type Testimonial } from '@manovo/api/domain';
import { Carousel } from '@manovo/ui/carousel';
import { useQuery } from '@tanstack/react-query';
import { ResponsiveImage } from '../../components/responsive-image';
import { Section } from '../../components/section';
import { fieldLang, itemLang } from '../../lib/i18n';
import { DEFAULT_PROFILE_IMAGE, resolveMedia } from '../../lib/media';
import { useLocale } from '../../lib/router';
import { pageReads } from '../../page-data';

// docs/product.md §9: testimonials carousel autoplay delay.
const TESTIMONIAL_AUTOPLAY_MS = 100_000;

function TestimonialCard({ t }: { t: Testimonial }) {
  const role = [t.personTitle, t.company].filter(Boolean).join(', ');
  return (
    <figure className="testimonial card" lang={itemLang(t)}>
      <blockquote className="testimonial__quote">
        <p lang={fieldLang(t, 'message')}>{t.message}</p>
      </blockquote>
      <figcaption className="testimonial__who">
        <ResponsiveImage
          src={resolveMedia(t.imageUrl, DEFAULT_PROFILE_IMAGE)}
          onError={(e) => (e.currentTarget.src = DEFAULT_PROFILE_IMAGE)}
          info={t}
          alt={imageAltOf(t, t.personName)}
          fixed
          width={56}
          height={56}
          sizes="56px"
          loading="lazy"
        />
        <span>
          <span className="testimonial__name">
            {t.linkedin ? (
              <a href={t.linkedin} target="_blank" rel="noopener noreferrer">
                {t.personName}
              </a>
            ) : (
              t.personName
            )}
          </span>
          {role && (
            <span className="testimonial__role" lang={fieldLang(t, 'personTitle')}>
              {role}
            </span>
          )}
        </span>
      </figcaption>
    </figure>
  );
}

/** Hidden when there are no testimonials or the request fails (docs/product.md §8). */
export function TestimonialsSection() {
  const query = useQuery(pageReads.testimonials(useLocale()));
  const items = query.data ?? [];
  if (items.length === 0) return null;
  return (
    <Section
      labelledBy="testimonials-h"
      className="section--mint"
      head={{ center: true, eyebrow: 'Testimonials', heading: 'What surgeons say' }}
    >
      <Carousel
        items={items}
        getKey={(t) => t.id}
        label="Testimonials"
        autoplayMs={TESTIMONIAL_AUTOPLAY_MS}
        renderItem={(t) => <TestimonialCard t={t} />}
      />
    </Section>
  );
}
