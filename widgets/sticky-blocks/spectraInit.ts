// `UAGBBlockPositioning.init(attrs, selector)`: the call Spectra's page script makes on load for each sticky
// container. The plugin file takes over Spectra's positioning script (handle `uagb-block-positioning-js`), the
// entry's stand-in queues these calls (mount/inline.ts), and this is the real function that replaces it: it
// runs the container the selector names, as Spectra's init does (only a `uagb-position__sticky` one), once.
import { readWindow } from '../../src/dom/globals';
import { positionSticky } from './spectraPositioning';
import { readPositionAttrs } from './spectraSettings';

const running = new Map<HTMLElement, () => void>();

function init(attrs: unknown, selector: unknown): void {
  if (typeof selector !== 'string') return;
  let el: Element | null;
  try {
    el = document.querySelector(selector);
  } catch {
    return; // not a selector
  }
  if (!(el instanceof HTMLElement) || !el.classList.contains('uagb-position__sticky') || running.has(el))
    return;
  running.set(el, positionSticky(el, readPositionAttrs(attrs)));
}

/** Define the real init on Spectra's object (the entry's, or one made here if the entry did not run). */
export function defineInit(): void {
  let owner = readWindow('UAGBBlockPositioning');
  if (typeof owner !== 'object' || owner === null) {
    owner = {};
    Reflect.set(window, 'UAGBBlockPositioning', owner);
  }
  if (typeof owner === 'object' && owner !== null) Reflect.set(owner, 'init', init);
}

/** The container's cleanup, when its widget unmounts. */
export function stopContainer(el: HTMLElement): void {
  running.get(el)?.();
  running.delete(el);
}
