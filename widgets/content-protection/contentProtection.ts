// WP Content Copy Protection's browser side, per what the plugin would have run on this page: its selection
// script (shortcuts, text selection, double click, long touch) and its right-click script (context menu, image
// drag), each only where the plugin's own conditions print it, blocked outside editable fields, with the
// plugin's message box for 3 s. The plugin's English defaults are shown in the site's language; a message the
// shop wrote itself is shown as written. `show_wpcp_message(msg)` stays defined for printed markup that calls it.
import { __, addArabic } from '../../src/i18n';
import { readContentProtection, readContentProtectionScope } from '../../src/settings/contentProtection';
import { isBlockedShortcut, isEditable, LONG_TOUCH_MS, MESSAGE_MS } from './rules';
import { arabic } from './ar';

declare global {
  interface Window {
    show_wpcp_message?: (msg: string) => void;
  }
}

/** A printed message: the plugin's English default in the site's language, the shop's own as it is. */
const own = (printed: string, english: string) => (printed === english ? __(english) : printed);

export function mountContentProtection(_el: HTMLElement): () => void {
  const scope = readContentProtectionScope();
  if (!scope || (!scope.selection && !scope.rightClick)) return () => {};
  addArabic(arabic);
  const settings = readContentProtection();
  const texts = {
    copy: __('You are not allowed to copy content or view source'),
    // '' (the shop cleared it): the plugin shows nothing on a double click
    protected: own(settings.smessage, 'Content is protected !!'),
    image: own(
      settings.image_save_msg || 'You are not allowed to save images!',
      'You are not allowed to save images!',
    ),
    menu: own(settings.no_menu_msg || 'Context Menu disabled!', 'Context Menu disabled!'),
  };

  let box = document.getElementById('wpcp-error-message');
  if (!box) {
    box = document.createElement('div');
    box.id = 'wpcp-error-message';
    box.className = 'msgmsg-box-wpcp hideme';
    document.body.append(box);
  }
  box.setAttribute('role', 'alert');
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const show = (msg: string) => {
    if (!box || msg === '') return; // as the plugin's show_wpcp_message
    box.textContent = msg; // text only: the message may come from a global
    box.className = 'msgmsg-box-wpcp warning-wpcp showme';
    clearTimeout(hideTimer);
    hideTimer = setTimeout(() => {
      if (box) box.className = 'msgmsg-box-wpcp hideme';
    }, MESSAGE_MS);
  };
  window.show_wpcp_message = show;

  const onKeyDown = (e: KeyboardEvent) => {
    if (isBlockedShortcut(e)) {
      e.preventDefault();
      show(texts.copy);
    }
  };
  const onContextMenu = (e: MouseEvent) => {
    if (isEditable(e.target)) return;
    e.preventDefault();
    show(e.target instanceof HTMLImageElement ? texts.image : texts.menu);
  };
  const onDragStart = (e: DragEvent) => {
    if (isEditable(e.target)) return;
    e.preventDefault();
    if (e.target instanceof HTMLImageElement) show(texts.image);
  };
  const onSelectStart = (e: Event) => {
    if (!isEditable(e.target)) e.preventDefault();
  };
  const onDblClick = (e: MouseEvent) => {
    if (isEditable(e.target)) return;
    window.getSelection()?.removeAllRanges();
    show(scope.img && e.target instanceof HTMLImageElement ? texts.image : texts.protected);
  };
  let touchTimer: ReturnType<typeof setTimeout> | undefined;
  const onTouchStart = (e: TouchEvent) => {
    if (isEditable(e.target)) return;
    clearTimeout(touchTimer);
    touchTimer = setTimeout(() => {
      window.getSelection()?.removeAllRanges();
      show(texts.protected);
    }, LONG_TOUCH_MS);
  };
  const onTouchEnd = () => clearTimeout(touchTimer);

  const selection: Array<[string, EventListener]> = [
    ['keydown', onKeyDown as EventListener],
    ['selectstart', onSelectStart],
    ['dblclick', onDblClick as EventListener],
    ['touchstart', onTouchStart as EventListener],
    ['touchend', onTouchEnd],
    ['touchmove', onTouchEnd],
  ];
  const rightClick: Array<[string, EventListener]> = [
    ['contextmenu', onContextMenu as EventListener],
    ['dragstart', onDragStart as EventListener],
  ];
  const listeners = [...(scope.selection ? selection : []), ...(scope.rightClick ? rightClick : [])];
  for (const [type, fn] of listeners)
    document.addEventListener(type, fn, {
      passive: !['keydown', 'contextmenu', 'dragstart', 'selectstart'].includes(type),
    });
  return () => {
    for (const [type, fn] of listeners) document.removeEventListener(type, fn);
    clearTimeout(hideTimer);
    clearTimeout(touchTimer);
    if (window.show_wpcp_message === show) delete window.show_wpcp_message;
  };
}
