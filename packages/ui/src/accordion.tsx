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
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  const cancelClose = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  };

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onEnter = (id: string) => {
    if (!isHoverEnabled) return;
    cancelClose();
    setOpenId(id);
  };

  const onLeave = (id: string) => {
    if (!isHoverEnabled) return;
    cancelClose();
    closeTimer.current = window.setTimeout(() => {
      closeTimer.current = undefined;
      setOpenId((current) => (current === id ? null : current));
    }, closeDelayMs);
  };

  const onClick = (id: string, event: MouseEvent<HTMLButtonElement>) => {
    // detail === 0 means keyboard activation (Enter/Space): never disabled, or keyboard users on
    // hover devices could not open the lineup at all.
    if (isHoverEnabled && disableClickOnHover && event.detail > 0) return;
    cancelClose();
    setOpenId((current) => (current === id ? null : id));
  };

  return (
    <div className={['ui-accordion', className].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const isOpen = item.id === openId;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: hover is an enhancement; the button is the control
          <div
            key={item.id}
            className={isOpen ? 'ui-accordion__item is-open' : 'ui-accordion__item'}
            onMouseEnter={() => onEnter(item.id)}
            onMouseLeave={() => onLeave(item.id)}
          >
            <Heading className="ui-accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="ui-accordion__trigger"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={(event) => onClick(item.id, event)}
              >
                <span className="ui-accordion__title">{item.title}</span>
                <span className="ui-accordion__chevron">
                  <Icon name="chevron-down" />
                </span>
              </button>
            </Heading>
            <section id={panelId} className="ui-accordion__panel" aria-labelledby={buttonId} hidden={!isOpen}>
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
