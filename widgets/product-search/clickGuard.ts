// FiboSearch's click guard: the first click on a suggestion passes, any other
// click within the window is swallowed, so a double click selects, saves history and navigates once.
export const CLICK_GUARD_MS = 500;

export interface ClickGuard {
  /** true when this click may act (and opens the window); false inside the window */
  take(): boolean;
}

export function clickGuard(ms = CLICK_GUARD_MS): ClickGuard {
  let busy = false;
  return {
    take() {
      if (busy) return false;
      busy = true;
      setTimeout(() => {
        busy = false;
      }, ms);
      return true;
    },
  };
}

/** A click the browser should handle as a link (new tab or window): Ctrl/Cmd/Shift or not the main button. */
export const opensElsewhere = (e: {
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  button: number;
}) => e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0;
