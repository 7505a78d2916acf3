// Wawp's printed `ul.awp-tab-list > li.awp-tab[data-tab]` and its panes as APG tabs (automatic activation, the
// one keyboard rule of src/ui/tabKeys), rendered onto the printed nodes: roles and states, only the selected
// tab in the tab order, Enter/Space too, the `active` classes Wawp's CSS shows a pane by. One tab, or the code
// view: the list is hidden (inline display, as the plugin does).
import { __ } from '../../src/i18n';
import type { LoginMethod } from '../../src/settings/wawp';
import { isRtl, tabKeyTarget } from '../../src/ui/tabKeys';
import { usePlatformEvent } from '../../src/ui/usePlatformEvent';
import { usePlatformProps } from '../../src/ui/usePlatformProps';
import type { LoginMarkup } from './markup';

export const tabIdOf = (m: LoginMethod) => `awp-tab-${m}`;

interface Props {
  m: LoginMarkup;
  selected: LoginMethod;
  visible: boolean;
  onSelect(method: LoginMethod): void;
}

function Tab({
  li,
  method,
  on,
  multi,
  onSelect,
}: {
  li: HTMLElement | null;
  method: LoginMethod;
  on: boolean;
  multi: boolean;
  onSelect(m: LoginMethod): void;
}) {
  usePlatformProps(li, {
    attrs: multi
      ? {
          id: tabIdOf(method),
          role: 'tab',
          'aria-selected': String(on),
          'aria-controls': method,
          tabindex: on ? '0' : '-1',
        }
      : {},
    classes: { active: on },
  });
  usePlatformEvent(li, 'click', () => onSelect(method));
  return null;
}

function Pane({
  pane,
  method,
  on,
  multi,
}: {
  pane: HTMLElement | undefined;
  method: LoginMethod;
  on: boolean;
  multi: boolean;
}) {
  usePlatformProps(pane, {
    attrs: multi ? { role: 'tabpanel', 'aria-labelledby': tabIdOf(method) } : {},
    classes: { active: on },
  });
  return null;
}

export function LoginTabs({ m, selected, visible, onSelect }: Props) {
  const { tabs } = m;
  const multi = tabs.length > 1;
  usePlatformProps(m.tabsBox, { style: { display: visible && multi ? null : 'none' } });
  usePlatformProps(m.list, { attrs: multi ? { role: 'tablist', 'aria-label': __('Login methods') } : {} });
  usePlatformEvent(m.list, 'keydown', (e) => {
    if (!multi || !(e.currentTarget instanceof HTMLElement)) return;
    const i = tabs.findIndex((t) => t.method === selected);
    const own = tabs.findIndex((t) => t.li !== null && t.li === e.target);
    const to =
      e.key === 'Enter' || e.key === ' '
        ? own >= 0
          ? own
          : null
        : tabKeyTarget(e.key, i, tabs.length, isRtl(e.currentTarget));
    const t = to === null ? undefined : tabs[to];
    if (!t) return;
    e.preventDefault();
    onSelect(t.method);
    t.li?.focus();
  });
  return (
    <>
      {tabs.map((t) => (
        <Tab
          key={t.method}
          li={t.li}
          method={t.method}
          on={t.method === selected}
          multi={multi}
          onSelect={onSelect}
        />
      ))}
      {tabs.map((t) => (
        <Pane
          key={t.method}
          pane={m.panes[t.method]}
          method={t.method}
          on={t.method === selected}
          multi={multi}
        />
      ))}
    </>
  );
}
