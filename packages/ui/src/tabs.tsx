import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

/** `Id` narrows the tab ids (e.g. a union of category values) so `onChange` hands back that type. */
export type TabItem<Id extends string = string> = { id: Id; label: ReactNode };

export type TabsProps<Id extends string = string> = {
  tabs: readonly TabItem<Id>[];
  value: Id;
  onChange: (id: Id) => void;
  /** Accessible name of the tab list. */
  label?: string;
  /** Panel content for the selected tab; `renderPanel` wins when both are given. */
  children?: ReactNode;
  renderPanel?: (id: Id) => ReactNode;
  className?: string;
};

export function Tabs<Id extends string>({
  tabs,
  value,
  onChange,
  label,
  children,
  renderPanel,
  className,
}: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === value),
  );

  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    onChange(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };

  // Automatic activation (WAI-ARIA APG tabs): arrows move focus and selection together.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex === last ? 0 : selectedIndex + 1,
      ArrowLeft: selectedIndex === 0 ? last : selectedIndex - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  const selected = tabs[selectedIndex];

  return (
    <div className={['ui-tabs', className].filter(Boolean).join(' ')}>
      <div className="ui-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className={isSelected ? 'ui-tabs__tab is-selected' : 'ui-tabs__tab'}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onChange(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {selected && (
        <div
          className="ui-tabs__panel"
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(selected.id)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: APG makes the tab panel focusable
          tabIndex={0}
        >
          {renderPanel ? renderPanel(selected.id) : children}
        </div>
      )}
    </div>
  );
}
