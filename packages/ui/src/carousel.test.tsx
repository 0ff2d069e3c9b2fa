import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, slidesPerView } from './carousel';
import { withFakeClock } from './test/clock';
import { setMatchingMedia, setViewportWidth } from './test/media';

// Embla measures layout, which jsdom does not have; a fake API records what the carousel asks for.
// carousel-embla.test.tsx runs the real library.
const embla = vi.hoisted(() => {
  const listeners = new Map<string, Set<() => void>>();
  const state = { selected: 0 };
  const api = {
    scrollNext: vi.fn(),
    scrollPrev: vi.fn(),
    selectedScrollSnap: () => state.selected,
    on(event: string, cb: () => void) {
      const set = listeners.get(event) ?? new Set();
      set.add(cb);
      listeners.set(event, set);
      return api;
    },
    off(event: string, cb: () => void) {
      listeners.get(event)?.delete(cb);
      return api;
    },
  };
  const hook = vi.fn(() => [() => {}, api] as const);
  const select = (index: number) => {
    state.selected = index;
    for (const cb of listeners.get('select') ?? []) cb();
  };
  const reset = () => {
    state.selected = 0;
    listeners.clear();
    api.scrollNext.mockClear();
    api.scrollPrev.mockClear();
    hook.mockClear();
  };
  return { api, hook, select, reset };
});
vi.mock('./use-lazy-embla', () => ({ useLazyEmblaCarousel: embla.hook }));

type Card = { id: number; title: string };
const CARDS: Card[] = [1, 2, 3, 4, 5].map((id) => ({ id, title: `Card ${id}` }));

const renderCarousel = (props: { autoplayMs?: number; items?: Card[] } = {}) =>
  render(
    <Carousel
      items={props.items ?? CARDS}
      getKey={(card) => card.id}
      renderItem={(card) => <article>{card.title}</article>}
      label="Latest news"
      autoplayMs={props.autoplayMs}
    />,
  );

const arrows = () => screen.queryAllByRole('button', { name: /^(Previous|Next) slide$/ });

beforeEach(() => {
  embla.reset();
  setViewportWidth(1024);
});

describe('slidesPerView', () => {
  it('gives 1 at 600 px or less, 2 from 601 to 770 px, 3 above 770 px', () => {
    expect(slidesPerView(320)).toBe(1);
    expect(slidesPerView(600)).toBe(1);
    expect(slidesPerView(601)).toBe(2);
    expect(slidesPerView(770)).toBe(2);
    expect(slidesPerView(771)).toBe(3);
    expect(slidesPerView(1440)).toBe(3);
  });
});

describe('Carousel', () => {
  it('is a labelled carousel region of "n of total" slide groups', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Latest news' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(5);
    expect(slides[0]?.getAttribute('aria-label')).toBe('1 of 5');
    expect(slides[4]?.getAttribute('aria-label')).toBe('5 of 5');
    expect(slides[0]?.getAttribute('aria-roledescription')).toBe('slide');
    expect(screen.getByText('Card 3')).toBeTruthy();
  });

  it('asks embla for a looping carousel that moves one slide at a time', () => {
    renderCarousel();
    expect(embla.hook).toHaveBeenCalledWith(expect.objectContaining({ loop: true, slidesToScroll: 1 }));
  });

  it('follows the window width, with arrows at every width while items overflow', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Latest news' });
    expect(region.dataset.perView).toBe('3');
    expect(arrows()).toHaveLength(2);

    act(() => setViewportWidth(770));
    expect(region.dataset.perView).toBe('2');
    expect(arrows()).toHaveLength(2);

    act(() => setViewportWidth(600));
    expect(region.dataset.perView).toBe('1');
    expect(arrows()).toHaveLength(2);

    act(() => setViewportWidth(601));
    expect(region.dataset.perView).toBe('2');

    act(() => setViewportWidth(771));
    expect(region.dataset.perView).toBe('3');
    expect(arrows()).toHaveLength(2);
  });

  it('hides the arrows when every item already fits in view', () => {
    renderCarousel({ items: CARDS.slice(0, 3) });
    expect(arrows()).toHaveLength(0);
  });

  it('centres fewer items than slots and turns scrolling off, until they no longer fit', () => {
    renderCarousel({ items: CARDS.slice(0, 2) });
    const region = screen.getByRole('region', { name: 'Latest news' });
    expect(region.hasAttribute('data-fits')).toBe(true);
    expect(region.dataset.count).toBe('2');
    expect(embla.hook).toHaveBeenLastCalledWith(expect.objectContaining({ active: false }));

    act(() => setViewportWidth(600));
    expect(region.hasAttribute('data-fits')).toBe(false);
    expect(embla.hook).toHaveBeenLastCalledWith(expect.not.objectContaining({ active: false }));
  });

  it('moves with the arrow buttons', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(embla.api.scrollPrev).toHaveBeenCalledTimes(1);
  });

  it('moves with ArrowLeft / ArrowRight on the region, at a phone width too', async () => {
    const user = userEvent.setup();
    setViewportWidth(500);
    renderCarousel();
    expect(arrows()).toHaveLength(2);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Latest news' }));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(2);
    expect(embla.api.scrollPrev).toHaveBeenCalledTimes(1);
  });

  it('announces the selected slide', () => {
    renderCarousel();
    expect(screen.getByText('Slide 1 of 5')).toBeTruthy();
    act(() => embla.select(4));
    expect(screen.getByText('Slide 5 of 5').getAttribute('aria-live')).toBe('polite');
  });

  it('has no pause button without autoplay', () => {
    renderCarousel();
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
  });

  describe('autoplay', () => {
    withFakeClock();

    it('advances every autoplayMs and stops when paused (WCAG 2.2.2)', () => {
      renderCarousel({ autoplayMs: 100000 });
      act(() => vi.advanceTimersByTime(99999));
      expect(embla.api.scrollNext).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);

      fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
      act(() => vi.advanceTimersByTime(500000));
      expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);

      fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
      act(() => vi.advanceTimersByTime(100000));
      expect(embla.api.scrollNext).toHaveBeenCalledTimes(2);
    });

    it('starts paused when the user prefers reduced motion', () => {
      setMatchingMedia(['(prefers-reduced-motion: reduce)']);
      renderCarousel({ autoplayMs: 100000 });
      act(() => vi.advanceTimersByTime(300000));
      expect(embla.api.scrollNext).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy();
    });
  });
});
