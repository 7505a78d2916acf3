// The content-copy protector prints plain globals inline; we read the messages only.
import { readGlobal, str } from './parse';

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
