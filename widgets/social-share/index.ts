import type { DomWidget } from '../../src/mount/types';
import { mountSocialShare } from './socialShare';
import './social-share.css';

const widget: DomWidget = { mount: (el) => mountSocialShare(el) };
export default widget;
