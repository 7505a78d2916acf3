// Markup that came from a server answer (cart fragments, review and Q&A html, search details, anything the
// sanitizer cleaned) is marked where it is inserted. It may look like any widget's mount point (ids and data-*
// survive the sanitizer), so the mount system mounts no widget inside it unless the widget's registry entry
// declares it lives there (`inServerMarkup`): what came from the server stays inert.
// The entry's mount gate (mount/roots.ts `mayMount`) names the attribute itself: the entry imports nothing.
export const SERVER_MARKUP_ATTR = 'data-sw-server';

/** Mark the top elements of a sanitised fragment (their descendants are found through them). */
export function markServerMarkup(frag: DocumentFragment): DocumentFragment {
  for (const el of Array.from(frag.children)) el.setAttribute(SERVER_MARKUP_ATTR, '');
  return frag;
}
