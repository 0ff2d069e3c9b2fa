import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Carousel } from './carousel';

// The real embla-carousel-react on jsdom (with the observer and matchMedia shims from the setup
// file): mounts, wires its engine to the viewport and survives keyboard use and unmounting.
describe('Carousel with the real embla engine', () => {
  it('mounts, reacts to keys and unmounts cleanly', async () => {
    const user = userEvent.setup();
    const { container, unmount } = render(
      <Carousel
        items={['a', 'b', 'c', 'd']}
        getKey={(item) => item}
        renderItem={(item) => <p>Item {item}</p>}
        label="Videos"
      />,
    );
    const viewport = container.querySelector<HTMLElement>('.ui-carousel__viewport');
    // Embla marks its container with an inline transform once the engine is running.
    await waitFor(() =>
      expect(container.querySelector<HTMLElement>('.ui-carousel__container')?.style.transform).not.toBe(''),
    );
    expect(viewport).not.toBeNull();
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowLeft}');
    expect(screen.getAllByRole('group')).toHaveLength(4);
    unmount();
  });
});
