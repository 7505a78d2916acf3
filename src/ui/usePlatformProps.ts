// State rendered onto an element the platform printed and a React root works with but did not create (Wawp's
// forms and controls, which its CSS, intl-tel-input and held actions keep pointing at): attributes, classes and
// inline styles, written after each commit from the props and put back as printed on unmount. `null` means
// "as printed". The platform node stays where it is; what a widget adds inside it is a portal.
import { useLayoutEffect, useRef } from 'react';

export interface PlatformProps {
  /** attribute values; null: as printed */
  attrs?: Readonly<Record<string, string | null>>;
  /** class names on or off */
  classes?: Readonly<Record<string, boolean>>;
  /** inline styles by CSS property name (`display`, `inline-size`); null: as printed */
  style?: Readonly<Record<string, string | null>>;
}

interface Printed {
  el: HTMLElement;
  attrs: Map<string, string | null>;
  classes: Map<string, boolean>;
  style: Map<string, string>;
  /** the whole style attribute as printed, given back as it was on unmount */
  styleAttr: string | null;
}

/** A platform button while its request runs (aria-busy, Wawp's `is-loading` look, aria-disabled keeps it focusable), as props. */
export const busyProps = (busy: boolean): PlatformProps => ({
  attrs: { 'aria-busy': String(busy), 'aria-disabled': busy ? 'true' : null },
  classes: { 'is-loading': busy },
});

function restore(p: Printed): void {
  for (const [name, v] of p.attrs) {
    if (v === null) p.el.removeAttribute(name);
    else p.el.setAttribute(name, v);
  }
  for (const [name, on] of p.classes) p.el.classList.toggle(name, on);
  if (p.classes.size && p.el.getAttribute('class') === '') p.el.removeAttribute('class'); // printed without one
  if (!p.style.size) return;
  if (p.styleAttr === null) p.el.removeAttribute('style');
  else p.el.setAttribute('style', p.styleAttr);
}

export function usePlatformProps(el: HTMLElement | null | undefined, props: PlatformProps): void {
  const printed = useRef<Printed | null>(null);
  const latest = useRef(props);
  latest.current = props;
  // compared by value: callers pass fresh objects on every render
  const key = JSON.stringify([props.attrs ?? {}, props.classes ?? {}, props.style ?? {}]);

  useLayoutEffect(() => {
    if (!el) return;
    if (printed.current?.el !== el)
      printed.current = {
        el,
        attrs: new Map(),
        classes: new Map(),
        style: new Map(),
        styleAttr: el.getAttribute('style'),
      };
    const was = printed.current;
    const { attrs = {}, classes = {}, style = {} } = latest.current;
    for (const [name, value] of Object.entries(attrs)) {
      if (!was.attrs.has(name)) was.attrs.set(name, el.getAttribute(name));
      const v = value ?? was.attrs.get(name) ?? null;
      if (v === null) el.removeAttribute(name);
      else if (el.getAttribute(name) !== v) el.setAttribute(name, v);
    }
    for (const [name, on] of Object.entries(classes)) {
      if (!was.classes.has(name)) was.classes.set(name, el.classList.contains(name));
      el.classList.toggle(name, on);
    }
    for (const [name, value] of Object.entries(style)) {
      if (!was.style.has(name)) was.style.set(name, el.style.getPropertyValue(name));
      const v = value ?? was.style.get(name) ?? '';
      if (v) el.style.setProperty(name, v);
      else el.style.removeProperty(name);
    }
    if (el.getAttribute('style') === '') el.removeAttribute('style');
  }, [el, key]);

  useLayoutEffect(
    () => () => {
      if (printed.current) restore(printed.current);
      printed.current = null;
    },
    [el],
  );
}

/** A printed node hidden while the view runs (Wawp's eye icons, which the shared password toggle replaces). */
export function PlatformHidden({ el }: { el: HTMLElement }): null {
  usePlatformProps(el, { attrs: { hidden: '' } });
  return null;
}
