import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackToTop } from './back-to-top';
import { setMatchingMedia, setScrollY } from './test/media';

const button = () => screen.queryByRole('button', { name: 'Back to top' });

describe('BackToTop', () => {
  it('appears only once the page is scrolled past 300 px', () => {
    render(<BackToTop />);
    expect(button()).toBeNull();
    act(() => setScrollY(300));
    expect(button()).toBeNull();
    act(() => setScrollY(301));
    expect(button()).not.toBeNull();
    act(() => setScrollY(0));
    expect(button()).toBeNull();
  });

  it('honours a custom threshold', () => {
    render(<BackToTop threshold={50} />);
    act(() => setScrollY(51));
    expect(button()).not.toBeNull();
  });

  it('scrolls smoothly to the top and moves focus to the given target', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const user = userEvent.setup();
    render(
      <>
        <main id="main" tabIndex={-1}>
          Content
        </main>
        <BackToTop focusTargetId="main" />
      </>,
    );
    act(() => setScrollY(1200));
    await user.click(button() as HTMLElement);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.activeElement).toBe(screen.getByRole('main'));
    scrollTo.mockRestore();
  });

  it('jumps instantly when the user prefers reduced motion', async () => {
    setMatchingMedia(['(prefers-reduced-motion: reduce)']);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const user = userEvent.setup();
    render(<BackToTop />);
    act(() => setScrollY(1200));
    await user.click(button() as HTMLElement);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
    scrollTo.mockRestore();
  });
});
