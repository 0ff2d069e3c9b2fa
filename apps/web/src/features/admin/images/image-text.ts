// Labels of the admin's image fields (docs/product.md, "Images").
export const IMAGE_TEXT = {
  alt: 'Alt text',
  altHint: 'What the image shows, for people who cannot see it (read aloud by screen readers).',
  altHintOptional: 'What the photo shows; leave empty to use the person’s name.',
};
