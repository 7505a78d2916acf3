import { describe, expect, it } from 'vitest';
import {
  __,
  _n,
  addArabic,
  sprintf,
  formatNumber,
  normalizeDigits,
  parseLocalNumber,
  digitSetOf,
  writeDigits,
} from './index';

describe('i18n', () => {
  it('translates through the storefront-widgets domain with Arabic plurals (six forms)', () => {
    addArabic({
      Hello: 'مرحبا',
      '%d item': ['لا منتجات', 'منتج واحد', 'منتجان', '%d منتجات', '%d منتجًا', '%d منتج'],
    });
    expect(__('Hello')).toBe('مرحبا');
    expect(__('Not translated')).toBe('Not translated');
    const forms = [0, 1, 2, 3, 11, 100].map((n) => sprintf(_n('%d item', '%d items', n), n));
    expect(forms).toEqual(['لا منتجات', 'منتج واحد', 'منتجان', '3 منتجات', '11 منتجًا', '100 منتج']);
  });

  it('formats numbers in ar-EG', () => {
    expect(formatNumber(1250)).toMatch(/[٠-٩]/);
  });

  it('normalises Arabic-Indic and Persian digits', () => {
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(normalizeDigits('+٢٠ ١٠٠-١٢٣')).toBe('+20 100-123');
    expect(parseLocalNumber('١٢٫٥')).toBe(12.5);
    expect(parseLocalNumber('١٬٢٥٠')).toBe(1250);
    expect(Number.isNaN(parseLocalNumber('  '))).toBe(true);
    expect(Number.isNaN(parseLocalNumber('abc'))).toBe(true);
  });

  it('writes a count in the digits the page printed beside it: Latin unless the sample is not', () => {
    expect(digitSetOf('(12)')).toBe('latn');
    expect(digitSetOf('')).toBe('latn');
    expect(digitSetOf('(١٢)')).toBe('arab');
    expect(digitSetOf('(۱۲)')).toBe('arabext');
    expect(writeDigits(1250, 'latn')).toBe('1250');
    expect(writeDigits(1250, 'arab')).toBe('١٢٥٠');
    expect(writeDigits(41, 'arabext')).toBe('۴۱');
  });
});
