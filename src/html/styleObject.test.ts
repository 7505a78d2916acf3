import { describe, expect, it } from 'vitest';
import { styleObject } from './styleObject';

describe('styleObject', () => {
  it("reads the plugin's colours and drops what loads something or is not a plain property", () => {
    expect(styleObject('border-color:#ebebeb;background-color:#ffffff;')).toEqual({
      borderColor: '#ebebeb',
      backgroundColor: '#ffffff',
    });
    expect(
      styleObject(
        'background-image:url(javascript:alert(1));--x:1;-webkit-foo:1;color: red ;bad;:x;behavior:expression(alert(1))',
      ),
    ).toEqual({ color: 'red' });
  });
});
