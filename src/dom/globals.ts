// The one place the window is read or written by a global's name (jQuery, gtag, dataLayer, wp, grecaptcha,
// the plugins' settings objects). Reads come back `unknown`: each caller checks the shape it needs.
export function readWindow(name: string, win: Window = window): unknown {
  try {
    const value: unknown = Reflect.get(win, name);
    return value;
  } catch {
    return undefined; // a getter that throws (sandboxed frames, hostile scripts) reads as absent
  }
}

export function writeWindow(name: string, value: unknown, win: Window = window): void {
  Reflect.set(win, name, value);
}

/** a stand-in the entry defines for a global that printed markup calls inline (mount/inline.ts): it queues
 *  the calls until the widget defines the real function, which replaces it */
export const QUEUED = 'storefrontQueued';
export const isQueuedStandIn = (value: unknown): boolean => typeof value === 'function' && QUEUED in value;
