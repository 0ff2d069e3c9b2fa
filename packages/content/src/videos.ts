// The words of /videos and a video's own page around its title (issue #26), which each locale's texts
// translate (locales/<code>.ts, area `videos`). The English strings are the spec's, unchanged; video
// titles, descriptions and sub-category names are content.

export const VIDEOS_TEXTS = {
  eyebrow: 'Video library',
  title: 'Videos',
  lead: 'Product walkthroughs, recorded procedures and training drills with the Articulate 8 instruments.',
  /** The eyebrow over a video's own page. */
  itemEyebrow: 'Videos',
  library: 'Video library',
  categories: { product: 'Product', surgery: 'Surgery', training: 'Training', others: 'Others' },
  category: 'Category',
  subCategory: 'Sub-category',
  all: 'All',
  empty: (category: string) => `No videos in ${category} yet. Browse the other categories:`,
  inCategory: 'Videos in this category',
  play: (title: string) => `Play ${title}`,
  playVideo: 'Play video',
  pauseVideo: 'Pause video',
};
