// Find the platform markup of every registered widget under a root and hand each match to its strategy.
import { registry } from './registry';
import { claim, mount } from './roots';
import { strategies } from './strategies';

// Every widget's selector in one list: markup inserted later (a React render of 20 suggestions, a review page)
// is tested once against it, and only markup that holds a widget's selector is scanned entry by entry.
let anyWidget: string | null = null;

export function scan(root: ParentNode = document): void {
  anyWidget ??= registry.map((e) => e.selector).join(', ');
  if (root instanceof Element && !root.matches(anyWidget) && !root.querySelector(anyWidget)) return;
  for (const entry of registry) {
    const matches: Element[] = [];
    if (root instanceof Element && root.matches(entry.selector)) matches.push(root);
    root.querySelectorAll(entry.selector).forEach((el) => matches.push(el));
    for (const el of matches) {
      if (!(el instanceof HTMLElement)) continue;
      // the intent target may be inside the element (a toggle), around it (the form holding hidden inputs) or
      // elsewhere on the page (the header whose cart icons open the drawer)
      const intentTarget = entry.intentTarget
        ? (el.closest<HTMLElement>(entry.intentTarget) ??
          el.querySelector<HTMLElement>(entry.intentTarget) ??
          document.querySelector<HTMLElement>(entry.intentTarget) ??
          el)
        : el;
      let cancel = () => {};
      const load = (urgent = false) => mount(el, entry, urgent);
      // the shopper is waiting on eager and intent widgets; idle, visible and prefetch mount on an idle turn
      const strategy = entry.strategy ?? 'idle';
      const background = strategy === 'idle' || strategy === 'visible';
      if (!claim(el, entry.name, () => cancel(), load)) continue;
      const cancels = [strategies[strategy](() => load(!background), el, intentTarget)];
      if (entry.prefetch === 'idle' && strategy !== 'idle')
        cancels.push(strategies.idle(() => load(), el));
      cancel = () => cancels.forEach((c) => c());
    }
  }
}
