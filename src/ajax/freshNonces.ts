// Fresh nonces for a page a cache kept longer than its nonces live. The plugin file answers the admin-ajax action
// `storefront_widgets_nonces` uncached, with the current visitor's nonces keyed by where the page printed them
// (a settings global's field, or an element's attribute). A call refused for its nonce asks once, the answer is
// written where the page printed the old ones (so a widget mounted later, and the page's own markup, read the
// fresh value), and the call is sent once more. The same answer carries the visitor's own values (./visitor),
// and, for a customer, what the plugins print at the page hooks a widget asked for (askHookOutput).
import { http, toFormData } from './http';
import { readJson, unwrapEnvelope } from './body';
import { bool, isRecord, num, obj, optStr, record, str } from '../settings/parse';
import { readWindow } from '../dom/globals';

/** Where the page printed a nonce: a settings global's field, or an element's attribute. */
export type NonceSource = { global: string; key: string } | { selector: string; attribute: string };

/** The session's own values, as the plugins compute them for this request (never the cached page's). */
export interface Visitor {
  loggedIn: boolean;
  userId: number;
  /** WP Swings' balance (`wps_wpr_points`), 0 for a guest */
  points: number;
  /** what Customer Reviews' Q&A form prints for this visitor ('' for a guest) */
  name: string;
  email: string;
}

export interface FreshNonces {
  globals: Record<string, Record<string, string>>;
  markup: Record<string, Record<string, string>>;
  /** null: an answer without it (a filter dropped it) */
  visitor: Visitor | null;
  /** each asked hook's output for a customer; a hook asked for and not answered prints nothing */
  hooks: Record<string, string>;
}

export const NONCES_ACTION = 'storefront_widgets_nonces';

export function parseFreshNonces(v: unknown): FreshNonces {
  // parsers built here, not at import: this module sits in the shared chunk the settings parsers may follow
  const strings = record(optStr);
  const table = record((x) => (isRecord(x) ? strings(x) : undefined));
  const visitor = obj({
    loggedIn: bool(false),
    userId: num(0),
    points: num(0),
    name: str(''),
    email: str(''),
  });
  const data = isRecord(v) ? v : {};
  const who = isRecord(data.visitor) ? visitor(data.visitor) : null;
  return {
    globals: table(data.globals),
    markup: table(data.markup),
    // a guest has no id, points, name or e-mail, whatever else the answer says
    visitor: who && (who.loggedIn && who.userId > 0 ? { ...who, points: Math.max(0, who.points) } : GUEST),
    hooks: record(optStr)(data.hooks),
  };
}

const GUEST: Visitor = { loggedIn: false, userId: 0, points: 0, name: '', email: '' };

let latest: FreshNonces | null = null;
/** the hooks the last answer was asked for */
let latestAsked: readonly string[] = [];
const wantedHooks = new Set<string>();
let inflight: Promise<FreshNonces | null> | null = null;
/** bumped by a reset: an answer to a request sent before it is not kept */
let generation = 0;

/** The nonce for a source as last refreshed; undefined before any refresh or when the answer had none. */
export function freshNonce(source: NonceSource): string | undefined {
  if (!latest) return undefined;
  const value =
    'global' in source
      ? latest.globals[source.global]?.[source.key]
      : latest.markup[source.selector]?.[source.attribute];
  return value || undefined;
}

/** Ask for a page hook's output in the requests from now on (the plugin file runs only the hooks it lists). */
export function askHookOutput(hook: string): void {
  wantedHooks.add(hook);
}

/** The hook's output in the last answer ('' when it printed nothing); undefined when that answer was not asked. */
export function answeredHookOutput(hook: string): string | undefined {
  return latest && latestAsked.includes(hook) ? (latest.hooks[hook] ?? '') : undefined;
}

/** The visitor's values from the last answer; null before any. */
export function answeredVisitor(): Visitor | null {
  return latest?.visitor ?? null;
}

/** The page's product or post (WordPress's body class `postid-N`): nonces minted per product need it. */
function pagePost(): string {
  const m = /(?:^|\s)postid-(\d+)(?:\s|$)/.exec(document.body.className);
  return m?.[1] ?? '';
}

function writeGlobals(globals: FreshNonces['globals']): void {
  for (const [name, fields] of Object.entries(globals)) {
    const target = readWindow(name);
    if (!isRecord(target)) continue; // a global the page did not print is not created
    for (const [key, value] of Object.entries(fields)) if (value && key in target) target[key] = value;
  }
}

function writeMarkup(markup: FreshNonces['markup']): void {
  for (const [selector, attributes] of Object.entries(markup)) {
    let found: NodeListOf<Element>;
    try {
      found = document.querySelectorAll(selector);
    } catch {
      continue; // a selector a filter added that this browser cannot read
    }
    found.forEach((el) => {
      for (const [attribute, value] of Object.entries(attributes)) {
        if (!value || !el.hasAttribute(attribute)) continue;
        el.setAttribute(attribute, value);
        if (attribute === 'value' && el instanceof HTMLInputElement) el.value = value;
      }
    });
  }
}

async function fetchFresh(ajaxUrl: string): Promise<FreshNonces | null> {
  const sent = generation;
  const hooks = [...wantedHooks];
  try {
    const url = new URL(ajaxUrl, location.href);
    url.search = ''; // the refused call's own query (`_nocache`, its action) is not this action's
    const res = await http(url.toString(), {
      method: 'POST',
      body: toFormData({ action: NONCES_ACTION, post: pagePost(), hooks: hooks.length ? hooks : undefined }),
      timeoutMs: 10_000,
    });
    const fresh = parseFreshNonces(unwrapEnvelope(readJson(res)));
    if (sent !== generation) return null;
    latest = fresh;
    latestAsked = hooks;
    writeGlobals(fresh.globals);
    writeMarkup(fresh.markup);
    return fresh;
  } catch {
    return null; // no fresh nonces: the refused call's own error stands
  }
}

/**
 * Ask for fresh nonces: one request at a time (calls refused together share it); each refused call after that
 * asks again, since the nonces it sent were the fresh ones.
 */
export function refreshNonces(ajaxUrl: string): Promise<FreshNonces | null> {
  inflight ??= fetchFresh(ajaxUrl).finally(() => {
    inflight = null;
  });
  return inflight;
}

/** For tests: forget every refreshed nonce. */
export function resetFreshNonces(): void {
  generation += 1;
  latest = null;
  latestAsked = [];
  wantedHooks.clear();
  inflight = null;
}
