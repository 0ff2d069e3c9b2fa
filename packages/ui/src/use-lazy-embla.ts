import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useRef, useState } from 'react';

// Start fetching the engine this far before the carousel scrolls into view, so it is running by the time
// a visitor sees it.
const NEAR_VIEW = '400px';

/**
 * Until the engine runs the viewport scrolls natively (styles.css). Hands that position over: the slide
 * in view becomes the engine's start, the native scroll goes back to 0, and the scrollbar's height is
 * kept (--ui-scrollbar) so the page below does not move when the bar goes.
 */
function takeOverScroll(viewport: HTMLElement): number {
  const slideWidth = (viewport.firstElementChild?.firstElementChild as HTMLElement | null)?.offsetWidth ?? 0;
  const index = slideWidth > 0 ? Math.round(viewport.scrollLeft / slideWidth) : 0;
  viewport.style.setProperty(
    '--ui-scrollbar',
    `${Math.max(0, viewport.offsetHeight - viewport.clientHeight)}px`,
  );
  viewport.scrollLeft = 0;
  return index;
}

/**
 * embla-carousel-react's hook, except that the engine (embla-carousel) is a dynamic import fetched only when
 * the carousel comes near the viewport or the visitor reaches it (pointer or keyboard focus on the
 * carousel's region, the viewport's parent). Carousels below the fold (the home page's testimonials)
 * thus stay out of the page's first load (issue #10). Until then the slides sit where CSS puts them and
 * scroll natively; embla starts at the slide in view, so nothing moves when it takes over.
 *
 * `options` must keep its identity between renders (a module-level constant): a new object re-initialises
 * the engine.
 */
export function useLazyEmblaCarousel(
  options: EmblaOptionsType,
): [(viewport: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [isWanted, setIsWanted] = useState(false);
  const [api, setApi] = useState<EmblaCarouselType>();
  const storedOptions = useRef(options);

  useEffect(() => {
    if (storedOptions.current === options) return;
    storedOptions.current = options;
    api?.reInit(options);
  }, [options, api]);

  useEffect(() => {
    if (!viewport || isWanted) return;
    const want = () => setIsWanted(true);
    const region = viewport.parentElement ?? viewport;
    region.addEventListener('pointerenter', want);
    region.addEventListener('focusin', want);
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
        rootMargin: NEAR_VIEW,
      });
      observer.observe(viewport);
    } else want();
    return () => {
      region.removeEventListener('pointerenter', want);
      region.removeEventListener('focusin', want);
      observer?.disconnect();
    };
  }, [viewport, isWanted]);

  useEffect(() => {
    if (!viewport || !isWanted) return;
    let isCancelled = false;
    let engine: EmblaCarouselType | undefined;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (isCancelled) return;
      engine = EmblaCarousel(viewport, { ...storedOptions.current, startIndex: takeOverScroll(viewport) });
      setApi(engine);
    });
    return () => {
      isCancelled = true;
      engine?.destroy();
      setApi(undefined);
    };
  }, [viewport, isWanted]);

  return [setViewport, api];
}
