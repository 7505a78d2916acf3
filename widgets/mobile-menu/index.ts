import type { DomWidget } from '../../src/mount/types';
import { watchBreakPoint } from './breakpoint';
import { mountMobileMenu } from './mobileMenu';
import './mobile-menu.css';

// Two registry entries share this widget: the mobile header (the menu, loaded on intent) and the body (the
// break-point classes, loaded when idle).
const widget: DomWidget = {
  mount: (el, { store }) => (el === document.body ? watchBreakPoint() : mountMobileMenu(el, store)),
};
export default widget;
