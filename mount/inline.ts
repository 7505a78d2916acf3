// Global functions the platform's printed markup or other scripts call by name exist from the entry's first
// moment, so a printed `onclick` never throws a ReferenceError: each stand-in queues its calls, loads its
// widget at once, and hands the calls to the real function once the widget has defined it (a widget replaces
// the stand-in; src/dom/globals isQueuedStandIn). The call that came with a click keeps that click's user
// activation for window.open/print when the widget arrives inside it; if it does not (or the widget fails),
// the shopper is told next to the control, as a held action's `message` fallback. Which globals, and which
// widget defines each: the widgets' manifests (`globals`).

import type { InlineGlobal } from '../src/mount/types';
import { STAND_INS } from 'virtual:storefront/stand-ins';

// The entry reads the window by name here, not through src/dom/globals: a module the entry shared with the
// widgets would become a chunk it imports (one more round trip before it runs). Same marker as that module's.
export const QUEUED = 'storefrontQueued';
export function readWindow(name: string): unknown {
  try {
    const value: unknown = Reflect.get(window, name);
    return value;
  } catch {
    return undefined;
  }
}

/** a global and the widget that defines the real function (its manifest's `globals`) */
export type StandIn = InlineGlobal & { widget: string };

export interface StandInHooks {
  /** load the widget (on the element the call came from when there is one); true once it runs */
  load(widget: string, from: Element | null): Promise<boolean>;
  message(control: HTMLElement): void;
}

function home(s: StandIn): object | null {
  if (!s.owner) return window;
  const o = readWindow(s.owner);
  if (typeof o === 'object' && o !== null) return o;
  if (!s.createOwner) return null;
  const created = {};
  Reflect.set(window, s.owner, created);
  return created;
}

const current = (s: StandIn, where: object): unknown => Reflect.get(where, s.name);

export function defineStandIns(hooks: StandInHooks, list: StandIn[] = STAND_INS): void {
  for (const s of list) {
    const where = home(s);
    if (!where || typeof current(s, where) === 'function') continue; // defined already (a second copy of the bundle)
    const standIn = Object.assign(
      (...args: unknown[]) => {
        const ev = readWindow('event');
        const from = ev instanceof Event && ev.target instanceof Element ? ev.target : null;
        const control = from?.closest<HTMLElement>('a,button,[role=button]') ?? null;
        void hooks.load(s.widget, from).then((ok) => {
          const real = current(s, where);
          // a click's call that can no longer open a tab or print (its activation expired) is not made late
          const expired = control !== null && navigator.userActivation?.isActive === false;
          if (ok && typeof real === 'function' && real !== standIn && !expired) real.apply(where, args);
          else if (control) hooks.message(control);
        });
        return s.returns;
      },
      { [QUEUED]: true },
    );
    Reflect.set(where, s.name, standIn);
  }
}
