import { type KeyboardEvent, type MouseEvent, type ReactNode, useId, useRef } from 'react';
import { isModifiedClick, useIsHydrated } from './hooks';

/** `Id` narrows the tab ids (e.g. a union of category values) so `onChange` hands back that type. */
export type TabItem<Id extends string = string> = { id: Id; label: ReactNode };

export type TabsProps<Id extends string = string> = {
  tabs: readonly TabItem<Id>[];
  value: Id;
  onChange: (id: Id) => void;
  /**
   * The address of each tab (e.g. `/news?tab=news`): the tabs are then links the server understands,
   * so they work before and without JavaScript; once the app runs a click switches in place.
   */
  hrefOf?: (id: Id) => string;
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
  hrefOf,
  label,
  children,
  renderPanel,
  className,
}: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLElement>());
  const isHydrated = useIsHydrated();
  // Links stay a plain list of links until the app runs: without the script, the arrow keys of a tab
  // list would do nothing and a roving tabindex would hide the other tabs from the keyboard.
  const isTabList = hrefOf === undefined || isHydrated;
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
    if (!isTabList) return;
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

  const onLinkClick = (id: Id, event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    onChange(id);
  };

  const selected = tabs[selectedIndex];

  return (
    <div className={['ui-tabs', className].filter(Boolean).join(' ')}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a tablist once the app runs (role below) */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: tablist or group, both take a label */}
      <div
        className="ui-tabs__list"
        role={isTabList ? 'tablist' : 'group'}
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => {
          const isSelected = index === selectedIndex;
          const ref = (node: HTMLElement | null) => {
            if (node) tabRefs.current.set(tab.id, node);
            else tabRefs.current.delete(tab.id);
          };
          const tabProps = isTabList
            ? {
                role: 'tab',
                'aria-selected': isSelected,
                'aria-controls': isSelected ? panelId : undefined,
                tabIndex: isSelected ? 0 : -1,
              }
            : { 'aria-current': isSelected ? ('true' as const) : undefined };
          const shared = {
            id: tabId(tab.id),
            className: isSelected ? 'ui-tabs__tab is-selected' : 'ui-tabs__tab',
            ...tabProps,
          };
          return hrefOf ? (
            <a
              key={tab.id}
              ref={ref}
              href={hrefOf(tab.id)}
              {...shared}
              onClick={(e) => onLinkClick(tab.id, e)}
            >
              {tab.label}
            </a>
          ) : (
            <button key={tab.id} ref={ref} type="button" {...shared} onClick={() => onChange(tab.id)}>
              {tab.label}
            </button>
          );
        })}
      </div>
      {selected && (
        <div
          className="ui-tabs__panel"
          id={panelId}
          // APG makes the tab panel focusable.
          {...(isTabList && { role: 'tabpanel', 'aria-labelledby': tabId(selected.id), tabIndex: 0 })}
        >
          {renderPanel ? renderPanel(selected.id) : children}
        </div>
      )}
    </div>
  );
}
