import type { ComponentChildren, TargetedKeyboardEvent } from 'preact';
import { useId, useRef } from 'preact/hooks';
import '@/assets/styles/ui/tabs.css';
import { cx } from './class-names';

export interface TabItem<Id extends string = string> {
  id: Id;
  label: string;
  /** Shown as a badge when above zero. */
  count?: number;
  /** The count in words for screen readers ("7 awaiting response"); the bare number otherwise. */
  countLabel?: string;
}

export interface TabsProps<Id extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** The selected tab's panel; only that one is rendered. */
  children: ComponentChildren;
  class?: string;
  /** Classes for the panel, e.g. to make it the scrolling body of a shell. */
  panelClass?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows move and select (panels render from the local
 * cache, instantly), Home/End jump to the ends, only the selected tab is in the Tab order.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
  class: className,
  panelClass,
}: TabsProps<Id>) {
  const prefix = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (id: string) => `${prefix}-tab-${id}`;
  const panelId = (id: string) => `${prefix}-panel-${id}`;

  const move = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    buttons.current[index]?.focus();
    if (tab.id !== selected) onSelect(tab.id);
  };

  const onKeyDown = (event: TargetedKeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: current >= last ? 0 : current + 1,
      ArrowLeft: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next) || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    move(next[event.key]);
  };

  return (
    <div class={cx('tabs', className)}>
      <div class="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          const hasCount = tab.count !== undefined && tab.count > 0;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              class="tabs__tab"
              aria-selected={active}
              aria-controls={active ? panelId(tab.id) : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
            >
              <span class="tabs__label">{tab.label}</span>
              {/* The space keeps the accessible name "Reviews 7 awaiting response", not "Reviews7…". */}
              {hasCount && ' '}
              {hasCount && (
                <span class="tabs__count">
                  <span aria-hidden={tab.countLabel ? 'true' : undefined}>{tab.count}</span>
                  {tab.countLabel && <span class="visually-hidden">{tab.countLabel}</span>}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div
        class={cx('tabs__panel', panelClass)}
        role="tabpanel"
        id={panelId(selected)}
        aria-labelledby={tabId(selected)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs pattern: the panel is focusable so keyboard users can scroll one that has no controls of its own.
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
