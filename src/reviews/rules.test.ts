import { describe, expect, it } from 'vitest';
import { isEmail, validate, type FormShape } from './validate';
import { checkSelection } from './upload';
import { resultOf } from './useFormFlow';
import { addReviewsArabic } from './ar';

addReviewsArabic();
const f = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('review rules', () => {
  it('accepts standard e-mails and IP literals, refuses the rest', () => {
    for (const ok of ['a@b.co', 'x.y+z@mail.example.com', 'u@[192.168.1.1]', ' sara@example.eg '])
      expect(isEmail(ok)).toBe(true);
    for (const bad of ['', 'a@b', 'a@b.c', 'a b@c.com', '<a>@b.com', 'a@b.c0m', '@b.com'])
      expect(isEmail(bad)).toBe(false);
  });

  it('flags every field per rule', () => {
    const shape: FormShape = {
      ratings: [
        { id: 'overall', required: true },
        { id: 'value', required: false },
      ],
      questions: [{ id: 'q', required: true }],
      terms: true,
      captcha: true,
      kind: 'review',
    };
    const errs = validate(shape, {
      ratings: {},
      comment: ' ',
      name: '',
      email: 'x',
      questions: { q: '  ' },
      terms: false,
      captcha: '',
      pendingUploads: 1,
    });
    expect(Object.keys(errs).sort()).toEqual([
      'captcha',
      'comment',
      'email',
      'media',
      'name',
      'q:q',
      'rating:overall',
      'terms',
    ]);
    expect(errs.captcha).toBe('يرجى تأكيد أنك لست روبوتاً');
    expect(errs.terms).toBe('يرجى تحديد مربع الاختيار للمتابعة');
    expect(
      validate(shape, {
        ratings: { overall: 3 },
        comment: 'x',
        name: 'n',
        email: 'a@b.co',
        questions: { q: '1' },
        terms: true,
        captcha: 't',
        pendingUploads: 0,
      }),
    ).toEqual({});
  });

  it('one size rule in bytes, the type list and the count limit', () => {
    expect(checkSelection([f('a.png', 'image/png', 100)], 0, 5, 100)).toBeNull();
    expect(checkSelection([f('a.png', 'image/png', 101)], 0, 5, 100)).toBe('file_size');
    expect(checkSelection([f('a.svg', 'image/svg+xml')], 0, 5, 100)).toBe('file_type');
    expect(checkSelection([f('a.webm', 'video/webm'), f('b.mov', 'video/quicktime')], 3, 5, 100)).toBe(null);
    expect(checkSelection([f('a.webm', 'video/webm'), f('b.mov', 'video/quicktime')], 4, 5, 100)).toBe(
      'too_many',
    );
  });

  it('a result: code 0 is success, anything else an error; defaults in Arabic', () => {
    expect(resultOf({ code: 0, description: 'تم', button: 'متابعة' })).toEqual({
      ok: true,
      text: 'تم',
      button: 'متابعة',
    });
    expect(resultOf({ code: -1, description: '', button: '' })).toEqual({
      ok: false,
      text: 'حدث خطأ غير متوقع قد يكون سببه إضافة خارجية',
      button: 'حسناً',
    });
  });
});
