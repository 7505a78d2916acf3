// The content-copy protector's globals, as the loader plugin file prints them in place of the plugin's inline
// head scripts: the plugin's three messages, and which of its scripts the plugin would have printed on this
// page (its page-type and admin conditions, evaluated by the plugin's own functions).
import { bool, isRecord, readGlobal, str } from './parse';

export interface ContentProtectionSettings {
  smessage: string;
  image_save_msg: string;
  no_menu_msg: string;
}

export const readContentProtection = (): ContentProtectionSettings => ({
  smessage: readGlobal('smessage', str('')),
  image_save_msg: readGlobal('image_save_msg', str('')),
  no_menu_msg: readGlobal('no_menu_msg', str('')),
});

export interface ContentProtectionScope {
  /** keys, mouse selection, double click, long touch (wccp_main_settings) */
  selection: boolean;
  /** context menu and drag (right_click_premium_settings) */
  rightClick: boolean;
  /** the `img` option: a double click on an image gets the image message */
  img: boolean;
}

/** null when the plugin file did not print it (the plugin's own scripts are in charge, or it is not active). */
export const readContentProtectionScope = (): ContentProtectionScope | null =>
  readGlobal('storefrontWidgetsCopyProtection', (v) =>
    isRecord(v)
      ? {
          selection: bool(false)(v.selection),
          rightClick: bool(false)(v.rightClick),
          img: bool(false)(v.img),
        }
      : null,
  );
