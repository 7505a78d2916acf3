import type { DomWidget } from '../../src/mount/types';
import { mountFixer } from './fixer';

const widget: DomWidget = { mount: (el) => mountFixer(el) };
export default widget;
