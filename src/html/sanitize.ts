// The one sanitizer. Server HTML (prices, fragments, review lists, messages) is inserted only through here.
// One DOMPurify profile: no scripts, no event handlers, no javascript:/data: URLs, no forms reaching out.
import DOMPurify, { type Config } from 'dompurify';
import { boundedMemo } from '../memo';
import { markServerMarkup, SERVER_MARKUP_ATTR } from './serverMarkup';

const PROFILE: Config = {
  USE_PROFILES: { html: true, svg: true },
  FORBID_TAGS: [
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'base',
    'meta',
    'link',
    'noscript',
    'template',
  ],
  FORBID_ATTR: ['srcdoc', 'formaction', 'xlink:href', 'ping'],
  ALLOW_DATA_ATTR: true,
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ADD_ATTR: ['target'],
};

let configured = false;
// Set once: DOMPurify re-reads a config passed to each call, several hundred tag and attribute names for the
// html and svg profiles, which was most of its cost on a page of reviews. One profile, so one fixed config,
// always returning a fragment (the string form serialises it below).
function purifier(): typeof DOMPurify {
  if (!configured) {
    configured = true;
    DOMPurify.setConfig({ ...PROFILE, RETURN_DOM_FRAGMENT: true });
    // links opening a new tab must not hand the opener to the new page
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof Element && node.getAttribute('target') === '_blank')
        node.setAttribute('rel', 'noopener noreferrer');
    });
  }
  return DOMPurify;
}

// Clean HTML is a pure function of its input (one profile, hooks fixed at first use): keep the last few hundred
// results, so a list that re-renders (search suggestions while typing, keyboard moves) does not re-parse them.
// Kept as DOMPurify's own nodes (in its inert document: an <img> there is not fetched); the string is made from
// them only when asked for.
interface Clean {
  nodes: DocumentFragment;
  html?: string;
}
const cleanOf = boundedMemo<Clean>(400, (html) => ({ nodes: sanitizeFragment(html) }));

/** Clean HTML ahead of its render (an answer just arrived): the render then only copies the nodes. */
export function precleanHtml(html: unknown): void {
  if (typeof html === 'string' && (html.includes('<') || html.includes('&'))) cleanOf(html);
}

/** Clean HTML as a string (for frameworks that need one). */
export function sanitize(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  // no tag, nothing to parse: DOMPurify's own answer for a string without `<`
  if (!html.includes('<')) return html;
  const entry = cleanOf(html);
  if (entry.html === undefined) {
    // serialised in the sanitizer's inert document, where an <img> is not fetched
    const box = entry.nodes.ownerDocument.createElement('div');
    box.append(entry.nodes.cloneNode(true));
    entry.html = box.innerHTML;
  }
  return entry.html;
}

/**
 * Clean HTML as new nodes of this document, copied from the cache: what SafeHtml inserts. A copy of nodes
 * already parsed and cleaned costs much less than innerHTML's parse of the same markup, and there is no
 * serialise-and-parse-again round trip.
 */
export function cleanNodes(html: unknown): DocumentFragment {
  if (typeof html !== 'string' || html === '') return document.createDocumentFragment();
  // plain text: no parse (with an entity it is parsed, as innerHTML would, and cached like markup)
  if (!html.includes('<') && !html.includes('&')) {
    const frag = document.createDocumentFragment();
    frag.append(html);
    return frag;
  }
  return document.importNode(cleanOf(html).nodes, true);
}

/** Clean HTML as a DocumentFragment, ready to insert; its elements are marked as server markup (serverMarkup.ts). */
export function sanitizeFragment(html: unknown): DocumentFragment {
  if (typeof html !== 'string' || html === '') return document.createDocumentFragment();
  const out: unknown = purifier().sanitize(html);
  // a fragment, by the config set above (a string only where DOMPurify cannot run at all: then nothing)
  return out instanceof DocumentFragment ? markServerMarkup(out) : document.createDocumentFragment();
}

/** Replace an element's children with clean server HTML. */
export function setSafeHtml(el: Element, html: unknown): void {
  el.replaceChildren(sanitizeFragment(html));
}

/**
 * Replace an element with clean server HTML (cart fragments: `$(selector).replaceWith(html)`). Returns the
 * new elements, so callers can re-mount widgets inside them. `keepEqual`: an element already equal to the clean
 * markup (same tags, attributes and text) stays in place and nothing is returned.
 */
export function replaceWithSafeHtml(el: Element, html: unknown, keepEqual = false): Element[] {
  const frag = sanitizeFragment(html);
  if (keepEqual && isOnly(frag, el)) return [];
  const added = Array.from(frag.children);
  el.replaceWith(frag);
  return added;
}

/** The fragment is one element equal to el, the server-markup mark aside (the PHP printed el unmarked). */
function isOnly(frag: DocumentFragment, el: Element): boolean {
  const only = frag.firstElementChild;
  if (frag.childNodes.length !== 1 || !only) return false;
  const copy = only.cloneNode(true);
  if (copy instanceof Element && !el.hasAttribute(SERVER_MARKUP_ATTR))
    copy.removeAttribute(SERVER_MARKUP_ATTR);
  return copy.isEqualNode(el);
}

/** Whether the element is already what the clean server HTML would make (same tags, attributes and text). */
export function equalsSafeHtml(el: Element, html: unknown): boolean {
  return isOnly(sanitizeFragment(html), el);
}

/** Server text that may carry entities (`&amp;`, `&#8211;`) but must stay text: decode, never parse tags. */
export function decodeEntities(text: unknown): string {
  if (typeof text !== 'string') return '';
  if (!text.includes('&')) return text;
  const doc = new DOMParser().parseFromString(
    `<!doctype html><body>${text.replace(/</g, '&lt;')}`,
    'text/html',
  );
  return doc.body.textContent ?? '';
}

/** Strip every tag, keep the text (for aria labels and plain-text slots). */
export function toPlainText(html: unknown): string {
  if (typeof html !== 'string') return '';
  return sanitizeFragment(html).textContent ?? '';
}
