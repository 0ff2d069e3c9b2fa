import { needsAltText } from '@manovo/api/domain';
import { IMAGE_TEXT } from './image-text';

/**
 * Marks an item whose own image has no alt text (one sent through the REST door, which does not ask),
 * so staff can find it in the list and describe the image in the form.
 */
export function NeedsAltBadge({ item }: { item: { imageUrl: string | null; imageAlt: string } }) {
  if (!needsAltText(item)) return null;
  return <span className="adm-badge adm-badge--needs-alt">{IMAGE_TEXT.needsAlt}</span>;
}
