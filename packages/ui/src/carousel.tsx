import type { EmblaOptionsType } from 'embla-carousel';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { CAROUSEL_WORDS, type CarouselWords } from './carousel-words';
import { usePrefersReducedMotion, useWindowWidth } from './hooks';
import { IconButton } from './icon';
import { useLazyEmblaCarousel } from './use-lazy-embla';

export type SlidesPerView = 1 | 2 | 3;

// docs/product.md §9: 3 above 770 px, 2 from 601 to 770 px, 1 at 600 px or less.
export function slidesPerView(width: number): SlidesPerView {
  if (width > 770) return 3;
  if (width > 600) return 2;
  return 1;
}

export type CarouselProps<T> = {
  items: T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => string | number;
  /** Accessible name of the carousel region, e.g. "Latest news". */
  label: string;
  className?: string;
  /** Turns on autoplay with a pause/play button (testimonials use 100000). */
  autoplayMs?: number;
  /** The controls' and announcements' words in the page's language (English by default). */
  words?: CarouselWords;
};

// Module-level so the reference is stable: embla re-initialises when options change.
const EMBLA_OPTIONS: EmblaOptionsType = {
  loop: true,
  align: 'start',
  slidesToScroll: 1,
};
// Fewer items than slots: nothing to scroll, so embla stays off and the slides sit centred.
const EMBLA_STATIC: EmblaOptionsType = { ...EMBLA_OPTIONS, active: false };

const isTextField = (el: EventTarget) =>
  el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

export function Carousel<T>({
  items,
  renderItem,
  getKey,
  label,
  className,
  autoplayMs,
  words = CAROUSEL_WORDS,
}: CarouselProps<T>) {
  const perView = slidesPerView(useWindowWidth());
  const prefersReducedMotion = usePrefersReducedMotion();
  const fits = items.length <= perView;
  const [viewportRef, api] = useLazyEmblaCarousel(fits ? EMBLA_STATIC : EMBLA_OPTIONS);
  const [selected, setSelected] = useState(0);
  // null = the user has not chosen; then autoplay follows the reduced-motion preference.
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const containerId = useId();

  const hasAutoplay = autoplayMs !== undefined && autoplayMs > 0 && items.length > 1;
  const isPlaying = hasAutoplay && (userPaused === null ? !prefersReducedMotion : !userPaused);
  // Arrows at every width when there is more than fits: on a phone a swipe alone was no visible way to
  // reach the other posts (issue #24).
  const showArrows = items.length > perView;

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  useEffect(() => {
    if (!api || !isPlaying) return;
    const id = window.setInterval(() => api.scrollNext(prefersReducedMotion), autoplayMs);
    return () => window.clearInterval(id);
  }, [api, isPlaying, autoplayMs, prefersReducedMotion]);

  if (items.length === 0) return null;

  const scrollPrev = () => api?.scrollPrev(prefersReducedMotion);
  const scrollNext = () => api?.scrollNext(prefersReducedMotion);
  const arrows = [
    ['chevron-left', words.previous, scrollPrev],
    ['chevron-right', words.next, scrollNext],
  ] as const;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (isTextField(event.target)) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      scrollNext();
    }
  };

  return (
    // The region is focusable so keyboard users can also move it with the arrow keys.
    <section
      className={['ui-carousel', className].filter(Boolean).join(' ')}
      // A <section> with a name is already a region (APG's carousel pattern); writing the role out is
      // what the Nu checker warns about.
      aria-roledescription={words.carousel}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard entry point for ArrowLeft/ArrowRight
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-per-view={perView}
      data-count={items.length}
      data-fits={fits ? '' : undefined}
      // Native scrolling until the engine runs (styles.css): then it moves the slides.
      data-engine={api ? '' : undefined}
    >
      <div className="ui-carousel__viewport" ref={viewportRef}>
        <div className="ui-carousel__container" id={containerId}>
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useSemanticElements: APG carousel slides are role=group containers
            <div
              key={getKey(item, index)}
              className="ui-carousel__slide"
              role="group"
              aria-roledescription={words.slide}
              aria-label={words.slideOf(index + 1, items.length)}
            >
              {renderItem(item, index)}
            </div>
          ))}
        </div>
      </div>

      {(showArrows || hasAutoplay) && (
        <div className="ui-carousel__controls">
          {hasAutoplay && (
            <IconButton
              icon={isPlaying ? 'pause' : 'play'}
              label={isPlaying ? words.pause : words.play}
              className="ui-carousel__play"
              onClick={() => setUserPaused(isPlaying)}
            />
          )}
          {showArrows &&
            arrows.map(([icon, label, onClick]) => (
              <IconButton
                key={icon}
                icon={icon}
                label={label}
                className="ui-carousel__arrow"
                controls={containerId}
                onClick={onClick}
              />
            ))}
        </div>
      )}

      <p className="ui-visually-hidden" aria-live={isPlaying ? 'off' : 'polite'} aria-atomic="true">
        {words.current(selected + 1, items.length)}
      </p>
    </section>
  );
}
