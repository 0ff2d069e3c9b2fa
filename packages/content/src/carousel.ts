// A carousel's controls and announcements (issue #26): the words @manovo/ui's Carousel shows, given
// in the page's language by the pages that use one (locales/<code>.ts, area `carousel`). The English
// is the component's own default, unchanged.

export const CAROUSEL_TEXTS = {
  /** What a screen reader calls the region and each slide (aria-roledescription). */
  carousel: 'carousel',
  slide: 'slide',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause automatic slide show',
  play: 'Start automatic slide show',
  /** A slide's accessible name: its place among the others. */
  slideOf: (n: number, total: number) => `${n} of ${total}`,
  /** What the live region announces after a move. */
  current: (n: number, total: number) => `Slide ${n} of ${total}`,
  /** The home page's hero carousel: its own play control and thumbnails. */
  hero: {
    pause: 'Pause slide show',
    play: 'Play slide show',
    choose: 'Choose a slide',
    show: (n: number, title: string) => `Show slide ${n}: ${title}`,
  },
};
