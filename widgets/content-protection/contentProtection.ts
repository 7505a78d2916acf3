// WP Content Copy Protection's browser side: shortcuts, context menu, image drag, text selection, double
// click and long touch are blocked outside editable fields, with the plugin's message box for 3 s.
// `show_wpcp_message(msg)` stays defined for printed markup that calls it.
import { __, addArabic } from '../../src/i18n';
import { readContentProtection } from '../../src/settings/contentProtection';
import { isBlockedShortcut, isEditable, LONG_TOUCH_MS, MESSAGE_MS } from './rules';
import { arabic } from './ar';

declare global {
  interface Window {
    show_wpcp_message?: (msg: string) => void;
  }
}

export function mountContentProtection(_el: HTMLElement): () => void {
  addArabic(arabic);
  const settings = readContentProtection();
  const texts = {
    copy: __('You are not allowed to copy content or view source'),
    protected: settings.smessage || __('Content is protected !!'),
    image: settings.image_save_msg || __('You are not allowed to save images!'),
    menu: settings.no_menu_msg || __('Context Menu disabled!'),
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
    if (!box) return;
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
    show(texts.protected);
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

  const listeners: Array<[string, EventListener]> = [
    ['keydown', onKeyDown as EventListener],
    ['contextmenu', onContextMenu as EventListener],
    ['dragstart', onDragStart as EventListener],
    ['selectstart', onSelectStart],
    ['dblclick', onDblClick as EventListener],
    ['touchstart', onTouchStart as EventListener],
    ['touchend', onTouchEnd],
    ['touchmove', onTouchEnd],
  ];
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
