// What the content-copy protector blocks, as pure decisions (testable without a page).
export const MESSAGE_MS = 3000;
export const LONG_TOUCH_MS = 1000;

/**
 * The plugin's `disableEnterKey` (preventer-index.php) compares `e.which`, the keyCode of the physical key, so
 * Ctrl+C is blocked on an Arabic layout too (`key` is 'ؤ' there): 65 A, 67 C, 88 X, 85 U, 86 V, 83 S, 73 I, and
 * its keypress-era codes 97, 99, 120, 26, 43 (on keydown: numpad 1, numpad 3, F9, none, none). Ctrl + '+'/'='
 * (zoom) is not among them. `code` names the same physical letters where a browser reports keyCode 0 or 229.
 */
const BLOCKED_KEY_CODES = new Set([97, 65, 67, 99, 88, 120, 26, 85, 86, 83, 43, 73]);
const BLOCKED_CODES = new Set(['KeyA', 'KeyC', 'KeyX', 'KeyU', 'KeyV', 'KeyS', 'KeyI']);

/** Text inputs, text areas, selects and contenteditable content stay usable. */
export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[contenteditable=""], [contenteditable="true"], textarea, select')) return true;
  if (target instanceof HTMLInputElement) {
    return ![
      'button',
      'submit',
      'reset',
      'checkbox',
      'radio',
      'image',
      'file',
      'range',
      'color',
      'hidden',
    ].includes(target.type);
  }
  return false;
}

export function isBlockedShortcut(
  e: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'keyCode' | 'code' | 'target'>,
): boolean {
  if (!(e.ctrlKey || e.metaKey)) return false;
  if (isEditable(e.target)) return false;
  return BLOCKED_KEY_CODES.has(e.keyCode) || BLOCKED_CODES.has(e.code);
}
