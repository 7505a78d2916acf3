// What the content-copy protector blocks, as pure decisions (testable without a page).
export const MESSAGE_MS = 3000;
export const LONG_TOUCH_MS = 1000;

/** Ctrl/Cmd + A C X U V S I or + outside editable fields. */
const BLOCKED_KEYS = new Set(['a', 'c', 'x', 'u', 'v', 's', 'i', '+', '=']);

/** Text inputs, text areas, selects and contenteditable content stay usable. */
export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[contenteditable=""], [contenteditable="true"], textarea, select')) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'submit', 'reset', 'checkbox', 'radio', 'image', 'file', 'range', 'color', 'hidden'].includes(target.type);
  }
  return false;
}

export function isBlockedShortcut(e: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'key' | 'target'>): boolean {
  if (!(e.ctrlKey || e.metaKey)) return false;
  if (isEditable(e.target)) return false;
  return BLOCKED_KEYS.has(e.key.toLowerCase());
}
