// A React root that renders into a container the PHP printed (through a portal) takes its printed children out
// in the same commit, before the browser paints, so the page never shows both nor a blank; they go back when the
// root unmounts (the PHP markup keeps working without the widget). With `active` false they stay (a view
// that replaces printed text only in one of its states, e.g. the login's branding in the code view).
import { useLayoutEffect, useState } from 'react';

export function useTakeOver(box: HTMLElement | null, active = true): void {
  const [printed] = useState(() => (box ? Array.from(box.childNodes) : []));
  useLayoutEffect(() => {
    if (!active) return;
    printed.forEach((n) => n.parentNode?.removeChild(n));
    return () => {
      if (box) box.prepend(...printed);
    };
  }, [box, printed, active]);
}
