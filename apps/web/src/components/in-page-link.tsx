import { isModifiedClick } from '@manovo/ui/hooks';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocalePath } from '../lib/router';

type InPageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & {
  /**
   * The item's own address, a site path in no locale (/news/3-x): what crawlers, keyboards, a new tab
   * and a page without JavaScript get, in the page's language.
   */
  href: string;
  /** The spec's in-page behaviour (open the detail, play the video), run on a plain click. */
  onOpen: () => void;
};

/**
 * A card that is a real link, so it works before and without JavaScript and opens in a new tab on a
 * modified click; once the app runs a plain click keeps the page's own behaviour instead of navigating.
 */
export function InPageLink({ href, onOpen, children, ...rest }: InPageLinkProps) {
  const localePath = useLocalePath();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <a href={localePath(href)} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
