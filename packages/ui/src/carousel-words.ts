// The words of the carousels' controls and announcements, English by default; the app gives them in the
// page's language (@manovo/content's `carousel` area). A module of their own: the home page's hero
// carousel needs them without the list carousel's code.

export type CarouselWords = {
  /** What a screen reader calls the region and each slide (aria-roledescription). */
  carousel: string;
  slide: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  slideOf: (n: number, total: number) => string;
  current: (n: number, total: number) => string;
};

export const CAROUSEL_WORDS: CarouselWords = {
  carousel: 'carousel',
  slide: 'slide',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause automatic slide show',
  play: 'Start automatic slide show',
  slideOf: (n, total) => `${n} of ${total}`,
  current: (n, total) => `Slide ${n} of ${total}`,
};
