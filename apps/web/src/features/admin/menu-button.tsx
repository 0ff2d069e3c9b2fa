import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

export type MenuItem = { id: string; label: string; onSelect: () => void };

type Props = { label: ReactNode; items: MenuItem[]; className?: string; align?: 'start' | 'end' };

/** A menu button (WAI-ARIA APG): Enter/Space/ArrowDown open, arrows move, Escape closes and refocuses. */
export function MenuButton({ label, items, className, align = 'end' }: Props) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    itemRefs.current[0]?.focus();
    const onDown = (e: MouseEvent) => {
      if (!(e.target instanceof Node && rootRef.current?.contains(e.target))) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const nodes = itemRefs.current.filter((node): node is HTMLButtonElement => node !== null);
    const active = document.activeElement;
    const index = active instanceof HTMLButtonElement ? nodes.indexOf(active) : -1;
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % nodes.length,
      ArrowUp: (index - 1 + nodes.length) % nodes.length,
      Home: 0,
      End: nodes.length - 1,
    };
    if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      setOpen(false);
    } else {
      const target = moves[e.key];
      if (target === undefined) return;
      e.preventDefault();
      nodes[target]?.focus();
    }
  };

  return (
    <div className={['adm-menu', className].filter(Boolean).join(' ')} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="adm-btn adm-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        {label}
        <ChevronDown className="adm-menu__caret" size={16} aria-hidden="true" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          className={`adm-menu__list adm-menu__list--${align}`}
          onKeyDown={onMenuKey}
        >
          {items.map((item, i) => (
            <button
              key={item.id}
              ref={(node) => {
                itemRefs.current[i] = node;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="adm-menu__item"
              onClick={() => {
                close(false);
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
