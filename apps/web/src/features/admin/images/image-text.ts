// Labels of the admin's image fields (docs/product.md, "Images").
export const IMAGE_TEXT = {
  alt: 'Alt text',
  altHint: 'What the image shows, for people who cannot see it (read aloud by screen readers).',
  /** An image stored without alt text (sent through the REST door), in the lists. */
  needsAlt: 'Needs alt text',
};
