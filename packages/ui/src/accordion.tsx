import { type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useCanHover } from './hooks';
import { Icon } from './icon';

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

export type AccordionProps = {
  items: AccordionItem[];
  /** 'auto': on hover-capable devices mouseenter opens and mouseleave closes. */
  hoverMode?: 'auto' | 'never';
  /** docs/product.md §9: 140 ms. */
  closeDelayMs?: number;
  /** Products lineup: pointer clicks do nothing on hover devices (keyboard still toggles). */
  disableClickOnHover?: boolean;
  defaultOpenId?: string | null;
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
};

export const ACCORDION_CLOSE_DELAY_MS = 140;

/**
 * Items are `<details>` sharing one `name`: they open, one at a time, before and without JavaScript.
 * Once the app runs it owns the open item (docs/product.md §2 Products: hover, the close delay, the
 * lineup's disabled click), and a native toggle (find in page opens the matching item) is followed.
 */
export function Accordion({
  items,
  hoverMode = 'auto',
  closeDelayMs = ACCORDION_CLOSE_DELAY_MS,
  disableClickOnHover = false,
  defaultOpenId = null,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const canHover = useCanHover();
  const isHoverEnabled = hoverMode === 'auto' && canHover;
  const closeTimer = useRef<number | undefined>(undefined);
  // The item the pointer opened: the click that usually follows the hover must not close it again.
  const openedByHover = useRef<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  const cancelClose = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  };

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // An item opened before the app ran (a visitor faster than the script) stays open.
  useEffect(() => {
    const open = rootRef.current?.querySelector<HTMLElement>(':scope > details[open]');
    if (open?.dataset.id) setOpenId(open.dataset.id);
  }, []);

  const onEnter = (id: string) => {
    if (!isHoverEnabled) return;
    cancelClose();
    if (openId !== id) openedByHover.current = id;
    setOpenId(id);
  };

  const onLeave = (id: string) => {
    if (!isHoverEnabled) return;
    cancelClose();
    closeTimer.current = window.setTimeout(() => {
      closeTimer.current = undefined;
      if (openedByHover.current === id) openedByHover.current = null;
      setOpenId((current) => (current === id ? null : current));
    }, closeDelayMs);
  };

  const onClick = (id: string, event: MouseEvent<HTMLElement>) => {
    // The app decides, not the browser's own toggle.
    event.preventDefault();
    // detail === 0 means keyboard activation (Enter/Space): never disabled, or keyboard users on
    // hover devices could not open the lineup at all.
    const isPointer = event.detail > 0;
    if (isHoverEnabled && disableClickOnHover && isPointer) return;
    cancelClose();
    if (isHoverEnabled && isPointer && openedByHover.current === id) {
      openedByHover.current = null;
      return;
    }
    openedByHover.current = null;
    setOpenId((current) => (current === id ? null : id));
  };

  const onToggle = (id: string, isOpen: boolean) =>
    setOpenId((current) => (isOpen ? id : current === id ? null : current));

  return (
    <div ref={rootRef} className={['ui-accordion', className].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const isOpen = item.id === openId;
        const summaryId = `${baseId}-${item.id}-summary`;
        return (
          <details
            key={item.id}
            name={baseId}
            data-id={item.id}
            open={isOpen}
            className={isOpen ? 'ui-accordion__item is-open' : 'ui-accordion__item'}
            onToggle={(event) => onToggle(item.id, event.currentTarget.open)}
            onMouseEnter={() => onEnter(item.id)}
            onMouseLeave={() => onLeave(item.id)}
          >
            {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the details' native button */}
            <summary
              id={summaryId}
              className="ui-accordion__trigger"
              onClick={(event) => onClick(item.id, event)}
            >
              <Heading className="ui-accordion__heading">
                <span className="ui-accordion__title">{item.title}</span>
              </Heading>
              <span className="ui-accordion__chevron">
                <Icon name="chevron-down" />
              </span>
            </summary>
            {/* A labelled region, as APG's accordion has it, but not a <section>: a section is expected to
                carry its own heading (the Nu checker warns), and this one is named by the summary above. */}
            {/* biome-ignore lint/a11y/useSemanticElements: see above */}
            <div className="ui-accordion__panel" role="region" aria-labelledby={summaryId}>
              {item.content}
            </div>
          </details>
        );
      })}
    </div>
  );
}
