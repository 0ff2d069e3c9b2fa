import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Carousel } from './carousel';

// The real embla engine on jsdom (with the observer and matchMedia shims from the setup file; the shimmed
// IntersectionObserver never reports, so only the visitor reaching the carousel loads the engine): it
// loads on keyboard focus, wires itself to the viewport, survives keyboard use and unmounting.
describe('Carousel with the real embla engine', () => {
  it('loads when the visitor reaches it, reacts to keys and unmounts cleanly', async () => {
    const user = userEvent.setup();
    const { container, unmount } = render(
      <Carousel
        items={['a', 'b', 'c', 'd']}
        getKey={(item) => item}
        renderItem={(item) => <p>Item {item}</p>}
        label="Videos"
      />,
    );
    const track = () => container.querySelector<HTMLElement>('.ui-carousel__container');
    // Not fetched before anyone comes near it: the slides scroll natively (styles.css).
    expect(track()?.style.transform).toBe('');
    expect(container.querySelector('.ui-carousel')?.hasAttribute('data-engine')).toBe(false);
    await user.tab();
    // Embla marks its container with an inline transform once the engine is running.
    await waitFor(() => expect(track()?.style.transform).not.toBe(''));
    const viewport = container.querySelector<HTMLElement>('.ui-carousel__viewport');
    // The engine took over from native scrolling: marked, scrolled back, the scrollbar's room kept.
    expect(container.querySelector('.ui-carousel')?.hasAttribute('data-engine')).toBe(true);
    expect(viewport?.scrollLeft).toBe(0);
    expect(viewport?.style.getPropertyValue('--ui-scrollbar')).toBe('0px');
    await user.keyboard('{ArrowRight}{ArrowLeft}');
    expect(screen.getAllByRole('group')).toHaveLength(4);
    unmount();
  });
});
