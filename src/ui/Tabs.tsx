// ARIA APG tabs with automatic activation: arrow keys (mirrored in RTL), Home and End move between tabs;
// only the selected tab is in the tab order.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './ui.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

export function Tabs({ items, selected, onSelect, label, hideList }: { items: TabItem[]; selected: string; onSelect(id: string): void; label: string; hideList?: boolean }) {
  const base = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const index = Math.max(0, items.findIndex((t) => t.id === selected));

  const move = (to: number) => {
    const item = items[(to + items.length) % items.length];
    if (!item) return;
    onSelect(item.id);
    refs.current.get(item.id)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const next = rtl ? 'ArrowLeft' : 'ArrowRight';
    const prev = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (e.key === next) move(index + 1);
    else if (e.key === prev) move(index - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(items.length - 1);
    else return;
    e.preventDefault();
  };

  return (
    <div className="sw-tabs">
      <div role="tablist" aria-label={label} className="sw-tabs__list" hidden={hideList} onKeyDown={onKeyDown}>
        {items.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              if (el) refs.current.set(t.id, el);
              else refs.current.delete(t.id);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.id}`}
            aria-selected={t.id === selected}
            aria-controls={`${base}-panel-${t.id}`}
            tabIndex={t.id === selected ? 0 : -1}
            className={`sw-tabs__tab${t.id === selected ? ' is-active' : ''}`}
            onClick={() => onSelect(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {items.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`${base}-panel-${t.id}`}
          aria-labelledby={hideList ? undefined : `${base}-tab-${t.id}`}
          hidden={t.id !== selected}
          tabIndex={0}
          className="sw-tabs__panel"
        >
          {t.id === selected ? t.panel : null}
        </div>
      ))}
    </div>
  );
}
