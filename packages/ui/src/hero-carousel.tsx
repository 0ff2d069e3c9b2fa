import { type CSSProperties, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CAROUSEL_WORDS, type CarouselWords } from './carousel-words';
import { useIsHydrated, usePrefersReducedMotion } from './hooks';
import { IconButton } from './icon';

/** Modern formats of an image, best first (AVIF, WebP); the browser takes the first it decodes. */
export type ImageSource = { type: string; srcSet: string };
export type HeroImage = { src: string; width: number; height: number; alt: string; sources?: ImageSource[] };
export type HeroMobileImage = { src: string; width: number; height: number; sources?: ImageSource[] };
export type HeroSlide = {
  id: string;
  title: string;
  subtitle?: string;
  image: HeroImage;
  /** Used at widths up to 768 px (docs/product.md §9). */
  mobileImage: HeroMobileImage;
  cta?: { label: string; href: string };
};
export type RenderLink = (href: string, children: ReactNode, className: string) => ReactNode;

export type HeroCarouselProps = {
  slides: HeroSlide[];
  /** Auto-advance delay; docs/product.md §9: 7000 ms. */
  intervalMs?: number;
  /** How long `is-transitioning` stays on after a change; docs/product.md §9: 3000 ms. */
  transitionMs?: number;
  /** Lets the app render its router Link; defaults to a plain <a>. */
  renderLink?: RenderLink;
  label?: string;
  titleAs?: 'h1' | 'h2';
  className?: string;
  /** The controls' words in the page's language (English by default). */
  words?: HeroCarouselWords;
};

export type HeroCarouselWords = Pick<
  CarouselWords,
  'carousel' | 'slide' | 'previous' | 'next' | 'slideOf'
> & {
  pause: string;
  play: string;
  /** The thumbnails' group. */
  choose: string;
  show: (n: number, title: string) => string;
};

export const HERO_CAROUSEL_WORDS: HeroCarouselWords = {
  ...CAROUSEL_WORDS,
  pause: 'Pause slide show',
  play: 'Play slide show',
  choose: 'Choose a slide',
  show: (n, title) => `Show slide ${n}: ${title}`,
};

export const HERO_INTERVAL_MS = 7000;
export const HERO_TRANSITION_MS = 3000;
export const HERO_MOBILE_MEDIA = '(max-width: 768px)';

export function nextIndex(i: number, n: number): number {
  if (n <= 0) return 0;
  return (((i + 1) % n) + n) % n;
}

export function prevIndex(i: number, n: number): number {
  if (n <= 0) return 0;
  return (((i - 1) % n) + n) % n;
}

/** A slide's anchor: the thumbnails link to it before the app runs. */
export const heroSlideAnchor = (slide: HeroSlide) => `ui-hero-${slide.id}`;

const defaultRenderLink: RenderLink = (href, children, className) => (
  <a href={href} className={className}>
    {children}
  </a>
);

export function HeroCarousel({
  slides,
  intervalMs = HERO_INTERVAL_MS,
  transitionMs = HERO_TRANSITION_MS,
  renderLink = defaultRenderLink,
  label = 'Highlights',
  titleAs: Title = 'h2',
  className,
  words = HERO_CAROUSEL_WORDS,
}: HeroCarouselProps) {
  const count = slides.length;
  const prefersReducedMotion = usePrefersReducedMotion();
  // Until the app runs (and without JavaScript) the slides are a row the visitor scrolls, with snap
  // points, and the thumbnails are links to each slide: every slide is reachable. The app then turns
  // the row into the spec's fade carousel. The arrows and the play button only mean something to the
  // carousel: they keep their place, unseen, so nothing moves when they appear.
  const isNative = !useIsHydrated();
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // The slide a transition is running towards; null once `transitionMs` has passed.
  const [transitioningTo, setTransitioningTo] = useState<number | null>(null);
  // null = no explicit choice yet; reduced-motion users then start paused.
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const isPlaying = count > 1 && (userPaused === null ? !prefersReducedMotion : !userPaused);
  const current = count === 0 ? 0 : Math.min(index, count - 1);

  const goTo = (to: number) => {
    if (to === current) return;
    setIndex(to);
    setTransitioningTo(to);
  };

  // At hydration the row is still on screen: the slide a visitor scrolled to (or reached through a
  // thumbnail) before the app ran stays the one shown.
  useLayoutEffect(() => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const seen = Math.round(Math.abs(track.scrollLeft) / track.clientWidth);
    if (seen > 0 && seen < count) setIndex(seen);
  }, [count]);

  // Restarts on every change, so a manual jump also gets a full interval before the next advance.
  useEffect(() => {
    if (!isPlaying) return;
    const id = window.setTimeout(() => {
      const to = nextIndex(current, count);
      setIndex(to);
      setTransitioningTo(to);
    }, intervalMs);
    return () => window.clearTimeout(id);
  }, [current, count, isPlaying, intervalMs]);

  // A new change during a transition restarts the full transition time.
  useEffect(() => {
    if (transitioningTo === null) return;
    const id = window.setTimeout(() => setTransitioningTo(null), transitionMs);
    return () => window.clearTimeout(id);
  }, [transitioningTo, transitionMs]);

  if (count === 0) return null;

  const rootClass = [
    'ui-hero',
    isNative && 'ui-hero--native',
    transitioningTo !== null && 'is-transitioning',
    className,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <section
      className={rootClass}
      aria-roledescription={words.carousel}
      aria-label={label}
      style={{ '--ui-hero-transition': `${transitionMs}ms` } as CSSProperties}
    >
      <div ref={trackRef} className="ui-hero__slides" aria-live={isPlaying ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          // In the native row every slide is shown and reachable; only the fade hides the others.
          const isActive = isNative || i === current;
          return (
            // biome-ignore lint/a11y/useSemanticElements: APG carousel slides are role=group containers
            <div
              key={slide.id}
              id={heroSlideAnchor(slide)}
              className={isActive ? 'ui-hero__slide is-active' : 'ui-hero__slide'}
              role="group"
              aria-roledescription={words.slide}
              aria-label={words.slideOf(i + 1, count)}
              aria-hidden={isActive ? undefined : true}
              inert={!isActive}
            >
              <picture className="ui-hero__picture">
                {[
                  ...(slide.mobileImage.sources ?? []),
                  {
                    type: undefined,
                    srcSet: `${slide.mobileImage.src} ${slide.mobileImage.width}w`,
                  },
                ].map((s) => (
                  <source
                    key={s.type ?? 'mobile'}
                    media={HERO_MOBILE_MEDIA}
                    type={s.type}
                    srcSet={s.srcSet}
                    // Every candidate carries its width, so every source its sizes: in one <picture>
                    // the HTML checker refuses a bare URL beside width descriptors.
                    sizes="100vw"
                    width={slide.mobileImage.width}
                    height={slide.mobileImage.height}
                  />
                ))}
                {slide.image.sources?.map((s) => (
                  <source key={s.type} type={s.type} srcSet={s.srcSet} sizes="100vw" />
                ))}
                <img
                  className="ui-hero__image"
                  src={slide.image.src}
                  width={slide.image.width}
                  height={slide.image.height}
                  alt={slide.image.alt}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                  decoding="async"
                />
              </picture>
              <div className="ui-hero__content">
                <Title className="ui-hero__title">{slide.title}</Title>
                {slide.subtitle && <p className="ui-hero__subtitle">{slide.subtitle}</p>}
                {slide.cta && renderLink(slide.cta.href, slide.cta.label, 'ui-button ui-hero__cta')}
              </div>
            </div>
          );
        })}
      </div>

      {count > 1 && (
        <div className="ui-hero__controls">
          <IconButton
            icon={isPlaying ? 'pause' : 'play'}
            label={isPlaying ? words.pause : words.play}
            className="ui-hero__play"
            onClick={() => setUserPaused(isPlaying)}
          />
          <IconButton
            icon="chevron-left"
            label={words.previous}
            className="ui-hero__arrow"
            onClick={() => goTo(prevIndex(current, count))}
          />
          <fieldset className="ui-hero__thumbs">
            <legend className="ui-visually-hidden">{words.choose}</legend>
            {slides.map((slide, i) => (
              <HeroControl
                key={slide.id}
                isLink={isNative}
                href={`#${heroSlideAnchor(slide)}`}
                className={!isNative && i === current ? 'ui-hero__thumb is-active' : 'ui-hero__thumb'}
                label={words.show(i + 1, slide.title)}
                isCurrent={!isNative && i === current}
                onClick={() => goTo(i)}
              >
                <img src={slide.image.src} alt="" width={96} height={54} loading="lazy" decoding="async" />
              </HeroControl>
            ))}
          </fieldset>
          <IconButton
            icon="chevron-right"
            label={words.next}
            className="ui-hero__arrow"
            onClick={() => goTo(nextIndex(current, count))}
          />
        </div>
      )}
    </section>
  );
}

type HeroControlProps = {
  isLink: boolean;
  href: string;
  className: string;
  label: string;
  isCurrent?: boolean;
  onClick: () => void;
  children: ReactNode;
};

/** A thumbnail: a link to its slide in the native row, a button of the fade carousel after. */
function HeroControl({ isLink, href, className, label, isCurrent, onClick, children }: HeroControlProps) {
  if (isLink)
    return (
      <a href={href} className={className} aria-label={label}>
        {children}
      </a>
    );
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-current={isCurrent ? 'true' : undefined}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
