import type { ReactWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { SearchBox } from './SearchBox';
import { ar } from './ar';
import './product-search.css';

addArabic(ar);

const widget: ReactWidget = { Component: SearchBox };
export default widget;
