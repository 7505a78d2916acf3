// No click, key or submit is lost while widgets load. From the entry's first moment one delegated, capture-phase
// listener per kind sees every click, keyboard activation and submit on the page; when the action lands on
// markup whose widget is not running yet (`find` says which loads it waits for), it is held: default prevented,
// stopped before any other listener (a printed inline `onclick` included), `aria-busy="true"` on the control.
// Once the widgets are running the action is replayed on them, exactly once. If a widget fails, or has not
// arrived within the limit, the action gets the fallback its registry entry declares: `native` replays it with
// nothing holding it (the link is followed, the form submitted with its submitter, the inline onclick runs);
// `message` says so next to the control and gives the control back.
export type Fallback = 'native' | 'message';
export type Kind = 'click' | 'key' | 'submit';

export interface Claim {
  /** the loads of the widgets whose markup (or trigger) the action is on */
  own: Array<Promise<boolean>>;
  /** the loads of other widgets inside the action's form (phone field, attribution): awaited, never the fallback's cause */
  nested: Array<Promise<boolean>>;
  fallback: Fallback;
}

export interface HoldOptions {
  /** the widgets an action on `target` waits for; null when nothing needs holding */
  find(target: Element, kind: Kind): Claim | null;
  /** how long a held action waits for its widgets before the fallback (about 3 s) */
  limitMs(): number;
  /** the `message` fallback: tell the shopper, next to the control */
  message(control: HTMLElement): void;
  /** a hold started (the message's code may be fetched meanwhile) */
  onHold?(): void;
  /** where to replay when the target was replaced while it waited (refind.ts; none: not replayed on a copy) */
  refind?(h: Held, doc: Document): Promise<HTMLElement | null>;
}

export interface Held {
  kind: Kind;
  target: HTMLElement;
  /** where a click was made */
  at?: [number, number];
  /** the target's place under its ancestors when it was clicked (see placeOf) */
  place?: Place;
  control: HTMLElement;
  form?: HTMLFormElement;
  submitter?: HTMLElement | null;
}

// Enter on these already makes a click (held as a click); Space does on buttons and inputs
const CLICKS_ON_ENTER = 'a[href],area[href],button,input,summary,textarea,select';
const CLICKS_ON_SPACE = 'button,input,textarea,select';
const CONTROL = 'a,button,input,summary,[role],[tabindex],form';

/** the nearest HTML element (a click on an icon's <svg>/<path> acts on its link or button) */
function htmlTarget(t: EventTarget | null): HTMLElement | null {
  let el: Element | null = t instanceof Element ? t : null;
  while (el && !(el instanceof HTMLElement)) el = el.parentElement;
  return el instanceof HTMLElement ? el : null;
}

/** Each step from the target up: its parent, its tag, its index among the parent's elements. */
export type Place = Array<[Element, string, number]>;

function placeOf(t: Element): Place {
  const out: Place = [];
  for (let p; (p = t.parentElement); t = p) out.push([p, t.tagName, [...p.children].indexOf(t)]);
  return out;
}

function activates(e: KeyboardEvent, t: HTMLElement): boolean {
  if (e.altKey || e.ctrlKey || e.metaKey || e.isComposing) return false;
  if (e.key === 'Enter') return !t.matches(CLICKS_ON_ENTER);
  if (e.key === ' ') return !t.matches(CLICKS_ON_SPACE);
  return false;
}

const settle = (loads: Array<Promise<boolean>>): Promise<boolean> =>
  Promise.all(loads.map((p) => p.catch(() => false))).then((ok) => ok.every(Boolean));

export function installHold(opts: HoldOptions, doc: Document = document): () => void {
  let passing = 0;
  /** run a replay: the events it dispatches (synchronously) are not held again */
  const pass = (run: () => void) => {
    passing++;
    try {
      run();
    } finally {
      passing--;
    }
  };

  function redo(h: Held): void {
    pass(() => {
      if (h.kind === 'submit' && h.form) {
        const s = h.submitter;
        h.form.requestSubmit(s && s.isConnected && 'form' in s && s.form === h.form ? s : null);
      } else h.target.click(); // a held Enter or Space is the activation it stands for: a click
    });
  }

  async function hold(h: Held, claim: Claim): Promise<void> {
    h.control.setAttribute('aria-busy', 'true');
    opts.onHold?.();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<false>((r) => (timer = setTimeout(() => r(false), opts.limitMs())));
    const running = await Promise.race([settle(claim.own), late]);
    if (running) await Promise.race([settle(claim.nested), late]);
    clearTimeout(timer);
    h.control.removeAttribute('aria-busy');
    // a target replaced meanwhile is looked for by code the entry does not carry (refind.ts, in the loaders chunk)
    const t = h.target.isConnected ? h.target : await (opts.refind?.(h, doc) ?? null)?.catch(() => null);
    if (t && (running || claim.fallback === 'native')) redo({ ...h, target: t });
    else opts.message(h.control);
  }

  function onAction(e: Event, kind: Kind, h: Omit<Held, 'kind' | 'control'>): void {
    const claim = opts.find(h.target, kind);
    if (!claim) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    const control =
      h.form && kind === 'submit'
        ? (htmlTarget(h.submitter ?? null) ?? h.form)
        : (h.target.closest<HTMLElement>(CONTROL) ?? h.target);
    void hold({ ...h, kind, control }, claim);
  }

  const onClick = (e: MouseEvent) => {
    const target = htmlTarget(e.target);
    // a modified click (new tab, new window) keeps the browser's own meaning
    if (passing || e.defaultPrevented || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey)
      return;
    // a click into a field is held too (harmless: focus came with the press) and loads the widget at once
    if (target) onAction(e, 'click', { target, at: [e.clientX, e.clientY], place: placeOf(target) });
  };
  const onKey = (e: KeyboardEvent) => {
    const target = htmlTarget(e.target);
    if (!passing && !e.defaultPrevented && target && activates(e, target))
      onAction(e, 'key', { target, place: placeOf(target) });
  };
  const onSubmit = (e: SubmitEvent) => {
    const form = e.target;
    if (passing || e.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    onAction(e, 'submit', { target: form, form, submitter: htmlTarget(e.submitter) });
  };

  const stop = new AbortController();
  const on = { capture: true, signal: stop.signal };
  doc.addEventListener('click', onClick, on);
  doc.addEventListener('keydown', onKey, on);
  doc.addEventListener('submit', onSubmit, on);
  return () => stop.abort();
}
