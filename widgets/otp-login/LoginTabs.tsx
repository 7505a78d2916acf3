// Wawp's `ul.awp-tab-list > li.awp-tab[data-tab]` as APG tabs (automatic activation, the one keyboard rule of
// src/ui/tabKeys): roles and states, only the selected tab in the tab order, Enter/Space too. One tab, or the
// code view: the list is hidden (inline display, as the plugin does).
import { useRef, type KeyboardEvent } from 'react';
import { __ } from '../../src/i18n';
import type { LoginMethod } from '../../src/settings/wawp';
import { isRtl, tabKeyTarget } from '../../src/ui/tabKeys';

export const tabIdOf = (m: LoginMethod) => `awp-tab-${m}`;

interface Props {
  tabs: ReadonlyArray<{ method: LoginMethod; label: string }>;
  selected: LoginMethod;
  visible: boolean;
  onSelect(method: LoginMethod): void;
}

export function LoginTabs({ tabs, selected, visible, onSelect }: Props) {
  const items = useRef<Array<HTMLLIElement | null>>([]);
  const multi = tabs.length > 1;
  const go = (i: number) => {
    const t = tabs[i];
    if (!t) return;
    onSelect(t.method);
    items.current[i]?.focus();
  };
  const onKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const i = tabs.findIndex((t) => t.method === selected);
    const own = e.target instanceof HTMLLIElement ? items.current.indexOf(e.target) : -1;
    const to = e.key === 'Enter' || e.key === ' ' ? (own >= 0 ? own : null) : tabKeyTarget(e.key, i, tabs.length, isRtl(e.currentTarget));
    if (to === null) return;
    e.preventDefault();
    go(to);
  };
  return (
    <div className="awp-tabs" style={visible && multi ? undefined : { display: 'none' }}>
      <ul className="awp-tab-list" role={multi ? 'tablist' : undefined} aria-label={multi ? __('Login methods') : undefined} onKeyDown={multi ? onKey : undefined}>
        {tabs.map((t, i) => {
          const on = t.method === selected;
          return (
            <li
              key={t.method}
              ref={(el) => {
                items.current[i] = el;
              }}
              className={`awp-tab${on ? ' active' : ''}`}
              data-tab={t.method}
              id={tabIdOf(t.method)}
              role={multi ? 'tab' : undefined}
              aria-selected={multi ? on : undefined}
              aria-controls={multi ? t.method : undefined}
              tabIndex={multi ? (on ? 0 : -1) : undefined}
              onClick={() => onSelect(t.method)}
            >
              {t.label}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
