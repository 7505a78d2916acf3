// Wawp's signup form and its one-time-code step on `#awp-signup-container`: a React root whose host sits after
// the container (`enhance`): the plugin's markup stays and the view renders onto it.
import type { ReactWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { arabic } from './ar';
import { Signup } from './Signup';

addArabic(arabic);

const widget: ReactWidget = { Component: Signup };
export default widget;
