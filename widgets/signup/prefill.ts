// `pre_phone` (Wawp's script prefills #awp_phone from the query, URL-decoded, and fires `input`: the phone
// field then shows the number's own country). Once per field, whatever the mounts.
const done = new WeakSet<HTMLInputElement>();

export function prefillPhone(phone: HTMLInputElement, search = location.search): void {
  const pre = new URLSearchParams(search).get('pre_phone');
  if (!pre || done.has(phone)) return;
  done.add(phone);
  let value = pre;
  try {
    value = decodeURIComponent(pre);
  } catch {
    /* already decoded */
  }
  phone.value = value;
  phone.dispatchEvent(new Event('input', { bubbles: true }));
}
