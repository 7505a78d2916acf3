import type { ReactWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { LiveSearch } from './LiveSearch';
import './live-search.css';

addArabic({
  Articles: 'المقالات',
  Pages: 'الصفحات',
  Products: 'المنتجات',
  'No results found': 'لم يتم العثور على نتائج',
  'Search results': 'نتائج البحث',
  '%d result': ['لا توجد نتائج', 'نتيجة واحدة', 'نتيجتان', '%d نتائج', '%d نتيجة', '%d نتيجة'],
});

// the results are portalled inside Astra's form, as Astra appends them (form.search-form is position:relative)
const widget: ReactWidget = { Component: LiveSearch, placement: 'enhance' };
export default widget;
