// 'Show More' / 'Show Less' on CusRev's grid and slider cards (templates/reviews-grid.php `.cr-grid-read-more a`
// / `.cr-grid-details`, reviews-slider.php `.cr-slider-read-more a` / `.cr-slider-details`): which cards are open
// is state (the card gets a class, the widget's CSS shows the details and hides the link, as the plugin's script
// does with inline styles); focus follows to the link that is shown now.
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** a click on a card: React's (the grid renders its cards) or the browser's (the slider hosts the printed ones) */
export interface CardClick {
  target: EventTarget | null;
  currentTarget: EventTarget | null;
  preventDefault(): void;
}

export function useReadMore(prefix: 'grid' | 'slider', onToggle?: () => void) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const focusNext = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    const f = focusNext.current;
    focusNext.current = null;
    if (f) {
      f();
      onToggle?.();
    }
  });
  const onClick = (id: number) => (e: CardClick) => {
    const t = e.target instanceof Element ? e.target : null;
    const more = t?.closest(`.cr-${prefix}-read-more a`);
    const less = t?.closest(`.cr-${prefix}-read-less a`);
    if (!more && !less) return;
    e.preventDefault();
    setOpen((cur) => {
      const next = new Set(cur);
      if (more) next.add(id);
      else next.delete(id);
      return next;
    });
    const card = e.currentTarget instanceof Element ? e.currentTarget : null;
    focusNext.current = () =>
      card
        ?.querySelector<HTMLElement>(more ? `.cr-${prefix}-read-less a` : `.cr-${prefix}-read-more a`)
        ?.focus();
  };
  const reset = useCallback(() => setOpen(new Set()), []);
  return { open, onClick, reset };
}
