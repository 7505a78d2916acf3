import { afterEach, describe, expect, it, vi } from 'vitest';
import { isArabicPage, numberLocale } from './pageLanguage';

afterEach(() => {
  document.documentElement.lang = '';
  vi.resetModules();
});

describe('the page language', () => {
  it.each([
    ['', true, 'ar-EG'],
    ['ar', true, 'ar-EG'],
    ['ar-EG', true, 'ar-EG'],
    ['en-US', false, 'en-US'],
    ['en', false, 'en'],
    ['arn', false, 'en'], // Mapudungun: not Arabic, and no number locale of its own here
    ['not a tag!', false, 'en'],
  ])('<html lang="%s">: Arabic %s, numbers in %s', (lang, arabic, locale) => {
    document.documentElement.lang = lang;
    expect(isArabicPage()).toBe(arabic);
    expect(numberLocale()).toBe(locale);
  });

  it('an English page gets the source strings and Latin digits, though the Arabic catalogue was added', async () => {
    document.documentElement.lang = 'en-US';
    const { __, addArabic, formatNumber } = await import('./index');
    addArabic({ 'Clear search': 'مسح البحث' });
    expect(__('Clear search')).toBe('Clear search');
    expect(formatNumber(1250)).toBe('1,250');
  });

  it('an Arabic page gets the catalogue and Arabic-Indic digits', async () => {
    document.documentElement.lang = 'ar';
    const { __, addArabic, formatNumber } = await import('./index');
    addArabic({ 'Clear search': 'مسح البحث' });
    expect(__('Clear search')).toBe('مسح البحث');
    expect(formatNumber(1250)).toMatch(/^[٠-٩٬]+$/);
  });
});
