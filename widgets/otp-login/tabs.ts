// Wawp's `ul.awp-tab-list > li.awp-tab[data-tab]` as APG tabs (automatic activation): roles and states,
// arrows mirrored in RTL, Home/End, only the selected tab in the tab order. One tab: the list is hidden.
import { __ } from '../../src/i18n';

export interface LoginTabs {
  select(method: string, focus?: boolean): void;
  /** show the list again (after the code view), unless there is only one tab */
  setListVisible(visible: boolean): void;
  destroy(): void;
}

export function enhanceTabs(root: HTMLElement, first: string): LoginTabs {
  const wrap = root.querySelector<HTMLElement>('.awp-tabs');
  const list = root.querySelector<HTMLElement>('ul.awp-tab-list');
  const tabs = Array.from(root.querySelectorAll<HTMLElement>('ul.awp-tab-list > li.awp-tab[data-tab]'));
  const paneOf = (tab: HTMLElement) => {
    const pane = document.getElementById(tab.dataset.tab ?? '');
    return pane && root.contains(pane) && pane.classList.contains('awp-tab-pane') ? pane : null;
  };
  const single = tabs.length <= 1;
  const multi = !single && list;

  if (multi) {
    list.setAttribute('role', 'tablist');
    list.setAttribute('aria-label', __('Login methods'));
    for (const tab of tabs) {
      const pane = paneOf(tab);
      tab.id ||= `awp-tab-${tab.dataset.tab ?? ''}`;
      tab.setAttribute('role', 'tab');
      if (pane) {
        tab.setAttribute('aria-controls', pane.id);
        pane.setAttribute('role', 'tabpanel');
        pane.setAttribute('aria-labelledby', tab.id);
      }
    }
  }

  const select = (method: string, focus = false) => {
    const target = tabs.find((t) => t.dataset.tab === method);
    if (!target) return;
    for (const tab of tabs) {
      const on = tab === target;
      tab.classList.toggle('active', on);
      paneOf(tab)?.classList.toggle('active', on);
      if (multi) {
        tab.setAttribute('aria-selected', String(on));
        tab.tabIndex = on ? 0 : -1;
      }
    }
    if (focus) target.focus();
  };

  const onClick = (e: Event) => {
    const tab = e.target instanceof Element ? e.target.closest<HTMLElement>('li.awp-tab[data-tab]') : null;
    if (tab?.dataset.tab) select(tab.dataset.tab);
  };
  const onKey = (e: KeyboardEvent) => {
    const i = tabs.findIndex((t) => t.classList.contains('active'));
    const rtl = getComputedStyle(list ?? root).direction === 'rtl';
    let to: number;
    if (e.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) to = i + 1;
    else if (e.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) to = i - 1;
    else if (e.key === 'Home') to = 0;
    else if (e.key === 'End') to = tabs.length - 1;
    else if ((e.key === 'Enter' || e.key === ' ') && e.target instanceof HTMLElement && e.target.dataset.tab) to = tabs.indexOf(e.target);
    else return;
    e.preventDefault();
    const tab = tabs[(to + tabs.length) % tabs.length];
    if (tab?.dataset.tab) select(tab.dataset.tab, true);
  };

  const setListVisible = (visible: boolean) => {
    if (wrap) wrap.style.display = visible && !single ? '' : 'none';
  };

  list?.addEventListener('click', onClick);
  if (multi) list.addEventListener('keydown', onKey);
  const initial = tabs.find((t) => t.dataset.tab === first) ?? tabs.find((t) => t.classList.contains('active')) ?? tabs[0];
  if (initial?.dataset.tab) select(initial.dataset.tab);
  setListVisible(true);

  return {
    select,
    setListVisible,
    destroy() {
      list?.removeEventListener('click', onClick);
      list?.removeEventListener('keydown', onKey);
      if (wrap) wrap.style.display = '';
      if (multi) {
        list.removeAttribute('role');
        list.removeAttribute('aria-label');
        for (const tab of tabs) {
          for (const a of ['role', 'aria-controls', 'aria-selected', 'tabindex']) tab.removeAttribute(a);
          const pane = paneOf(tab);
          pane?.removeAttribute('role');
          pane?.removeAttribute('aria-labelledby');
        }
      }
    },
  };
}
