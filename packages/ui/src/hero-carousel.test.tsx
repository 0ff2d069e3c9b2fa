import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HeroCarousel, type HeroSlide, nextIndex, prevIndex } from './hero-carousel';
import { withFakeClock } from './test/clock';
import { setMatchingMedia } from './test/media';

const slide = (n: number): HeroSlide => ({
  id: `s${n}`,
  title: `Slide title ${n}`,
  subtitle: `Subtitle ${n}`,
  image: { src: `/hero-${n}.webp`, width: 1920, height: 900, alt: `Hero ${n}` },
  mobileImage: { src: `/hero-${n}-mobile.webp`, width: 768, height: 1024 },
  cta: { label: 'KNOW MORE', href: '/products' },
});
const SLIDES = [slide(1), slide(2), slide(3)];

const currentTitle = () => screen.getByRole('heading', { level: 2 }).textContent;
const region = () => screen.getByRole('region', { name: 'Highlights' });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('nextIndex / prevIndex', () => {
  it('wraps around in both directions', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(prevIndex(0, 3)).toBe(2);
    expect(prevIndex(2, 3)).toBe(1);
    expect(nextIndex(0, 1)).toBe(0);
    expect(prevIndex(0, 0)).toBe(0);
  });
});

describe('HeroCarousel', () => {
  withFakeClock();

  it('is a labelled carousel region whose slides are "n of total" groups', () => {
    render(<HeroCarousel slides={SLIDES} />);
    expect(region().getAttribute('aria-roledescription')).toBe('carousel');
    const visible = screen.getByRole('group', { name: '1 of 3' });
    expect(visible.getAttribute('aria-roledescription')).toBe('slide');
    // The other slides are hidden from assistive technology.
    expect(screen.queryByRole('group', { name: '2 of 3' })).toBeNull();
  });

  it('advances exactly at 7000 ms, not at 6999 ms', () => {
    render(<HeroCarousel slides={SLIDES} />);
    expect(currentTitle()).toBe('Slide title 1');
    advance(6999);
    expect(currentTitle()).toBe('Slide title 1');
    advance(1);
    expect(currentTitle()).toBe('Slide title 2');
    advance(7000);
    expect(currentTitle()).toBe('Slide title 3');
  });

  it('keeps the transition class for 3000 ms after a change, then removes it', () => {
    render(<HeroCarousel slides={SLIDES} />);
    expect(region().classList.contains('is-transitioning')).toBe(false);
    advance(7000);
    expect(region().classList.contains('is-transitioning')).toBe(true);
    advance(2999);
    expect(region().classList.contains('is-transitioning')).toBe(true);
    advance(1);
    expect(region().classList.contains('is-transitioning')).toBe(false);
  });

  it('wraps forwards from the last slide to the first (auto-advance and Next)', () => {
    render(<HeroCarousel slides={SLIDES} />);
    advance(7000);
    advance(7000);
    expect(currentTitle()).toBe('Slide title 3');
    advance(7000);
    expect(currentTitle()).toBe('Slide title 1');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3: Slide title 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentTitle()).toBe('Slide title 1');
  });

  it('wraps backwards from the first slide to the last with Previous', () => {
    render(<HeroCarousel slides={SLIDES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentTitle()).toBe('Slide title 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentTitle()).toBe('Slide title 2');
  });

  it('jumps to a slide from its thumbnail and marks the thumbnail current', () => {
    render(<HeroCarousel slides={SLIDES} />);
    const thumb = screen.getByRole('button', { name: 'Show slide 3: Slide title 3' });
    fireEvent.click(thumb);
    expect(currentTitle()).toBe('Slide title 3');
    expect(thumb.getAttribute('aria-current')).toBe('true');
    expect(region().classList.contains('is-transitioning')).toBe(true);
    // A manual jump restarts the 7000 ms countdown.
    advance(6999);
    expect(currentTitle()).toBe('Slide title 3');
    advance(1);
    expect(currentTitle()).toBe('Slide title 1');
  });

  it('stops auto-advancing when paused and resumes on play', () => {
    render(<HeroCarousel slides={SLIDES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slide show' }));
    for (let i = 0; i < 5; i++) advance(7000);
    expect(currentTitle()).toBe('Slide title 1');
    fireEvent.click(screen.getByRole('button', { name: 'Play slide show' }));
    advance(7000);
    expect(currentTitle()).toBe('Slide title 2');
  });

  it('starts paused when the user prefers reduced motion', () => {
    setMatchingMedia(['(prefers-reduced-motion: reduce)']);
    render(<HeroCarousel slides={SLIDES} />);
    expect(screen.getByRole('button', { name: 'Play slide show' })).toBeTruthy();
    advance(7000);
    advance(7000);
    expect(currentTitle()).toBe('Slide title 1');
  });

  it('serves the mobile image at 768 px or less through <picture>', () => {
    const { container } = render(<HeroCarousel slides={SLIDES} />);
    const source = container.querySelector('picture source');
    expect(source?.getAttribute('media')).toBe('(max-width: 768px)');
    expect(source?.getAttribute('srcset')).toBe(`/hero-1-mobile.webp ${SLIDES[0]?.mobileImage.width}w`);
    expect(source?.getAttribute('sizes')).toBe('100vw');
    expect(screen.getByRole('img', { name: 'Hero 1' }).getAttribute('src')).toBe('/hero-1.webp');
  });

  it('offers AVIF, then WebP, before the fallback: the phone crop first, then the wide image by width', () => {
    const sources = (name: string, widths: number[]) =>
      ['avif', 'webp'].map((f) => ({
        type: `image/${f}`,
        srcSet: widths.map((w) => `/${name}-${w}.${f} ${w}w`).join(', '),
      }));
    const photo: HeroSlide = {
      ...slide(1),
      image: { ...slide(1).image, sources: sources('wide', [1600, 2880]) },
      mobileImage: { ...slide(1).mobileImage, sources: sources('phone', [768]) },
    };
    const { container } = render(<HeroCarousel slides={[photo]} />);
    const found = [...container.querySelectorAll('picture source')].map((s) => [
      s.getAttribute('media'),
      s.getAttribute('type'),
      s.getAttribute('srcset'),
      s.getAttribute('sizes'),
    ]);
    expect(found).toEqual([
      ['(max-width: 768px)', 'image/avif', '/phone-768.avif 768w', '100vw'],
      ['(max-width: 768px)', 'image/webp', '/phone-768.webp 768w', '100vw'],
      ['(max-width: 768px)', null, `/hero-1-mobile.webp ${photo.mobileImage.width}w`, '100vw'],
      [null, 'image/avif', '/wide-1600.avif 1600w, /wide-2880.avif 2880w', '100vw'],
      [null, 'image/webp', '/wide-1600.webp 1600w, /wide-2880.webp 2880w', '100vw'],
    ]);
  });

  it('renders the call to action as a plain link by default, or through renderLink', () => {
    const { unmount } = render(<HeroCarousel slides={[slide(1)]} />);
    expect(screen.getByRole('link', { name: 'KNOW MORE' }).getAttribute('href')).toBe('/products');
    unmount();
    render(
      <HeroCarousel
        slides={[slide(1)]}
        renderLink={(href, children, className) => (
          <a data-router="yes" href={`#${href}`} className={className}>
            {children}
          </a>
        )}
      />,
    );
    const link = screen.getByRole('link', { name: 'KNOW MORE' });
    expect(link.getAttribute('data-router')).toBe('yes');
    expect(link.getAttribute('href')).toBe('#/products');
    expect(link.className).toContain('ui-button');
  });

  it('shows no controls and never advances with a single slide', () => {
    render(<HeroCarousel slides={[slide(1)]} />);
    expect(screen.queryByRole('button')).toBeNull();
    advance(7000);
    expect(currentTitle()).toBe('Slide title 1');
  });
});

describe('HeroCarousel before the app runs (server HTML, no JavaScript)', () => {
  it('shows every slide in a scrollable row, each reachable through a thumbnail link', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<HeroCarousel slides={SLIDES} />);
    const root = container.querySelector('.ui-hero');
    expect(root?.classList.contains('ui-hero--native')).toBe(true);
    const slides = [...container.querySelectorAll('.ui-hero__slide')];
    expect(slides.map((s) => s.id)).toEqual(['ui-hero-s1', 'ui-hero-s2', 'ui-hero-s3']);
    for (const s of slides) {
      expect(s.getAttribute('aria-hidden')).toBeNull();
      expect(s.hasAttribute('inert')).toBe(false);
    }
    const thumbs = [...container.querySelectorAll('a.ui-hero__thumb')];
    expect(thumbs.map((a) => a.getAttribute('href'))).toEqual(['#ui-hero-s1', '#ui-hero-s2', '#ui-hero-s3']);
    expect(thumbs[1]?.getAttribute('aria-label')).toBe('Show slide 2: Slide title 2');
  });

  it('is the fade carousel once the app runs', () => {
    render(<HeroCarousel slides={SLIDES} />);
    expect(region().classList.contains('ui-hero--native')).toBe(false);
    expect(screen.getByRole('button', { name: 'Show slide 2: Slide title 2' })).toBeTruthy();
  });
});
