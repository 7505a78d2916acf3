// The strong-password checklist, meter and label (spec "Signup" validation), live while the shopper types
// (a password typed before mount counts); only when AWP_Signup_Params.password_strong is on. Rendered onto
// Wawp's printed #password-requirements items, #password-strength-meter and #password-strength-text.
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { __ } from '../../src/i18n';
import { usePlatformProps } from '../../src/ui/usePlatformProps';
import type { SignupMarkup } from './markup';
import { passwordStrength, type StrengthLevel } from './strength';

const LEVEL_TEXT: Record<StrengthLevel, () => string> = {
  excellent: () => __('excellent'),
  strong: () => __('Strong'),
  average: () => __('Average'),
  weak: () => __('Weak'),
};

function Check({ item, mark, met }: { item: HTMLElement; mark: HTMLElement | null; met: boolean }) {
  usePlatformProps(item, { attrs: { 'data-met': String(met) } });
  if (!mark) return null;
  return createPortal(
    <>
      <span aria-hidden="true">{met ? '✓' : '✗'}</span>
      <span className="screen-reader-text">{met ? __('met') : __('not met')}</span>
    </>,
    mark,
  );
}

export function PasswordStrength({ m, input }: { m: SignupMarkup; input: HTMLInputElement }) {
  const [value, setValue] = useState(() => input.value);
  useLayoutEffect(() => {
    const onInput = () => setValue(input.value);
    onInput();
    input.addEventListener('input', onInput);
    return () => input.removeEventListener('input', onInput);
  }, [input]);

  const s = passwordStrength(value);
  // nothing changes at mount for an empty field (no layout shift): the plugin showed the level once typed
  const typed = value !== '';
  usePlatformProps(m.meter, {
    attrs: {
      role: 'meter',
      'aria-valuemin': '0',
      'aria-valuemax': '100',
      'aria-label': __('Password strength'),
      'aria-valuenow': String(s.percent),
      'data-level': typed ? s.level : null,
    },
    style: { 'inline-size': typed ? `${s.percent}%` : null, 'background-color': typed ? s.color : null },
  });
  usePlatformProps(m.strengthText, {
    attrs: { 'aria-live': 'polite' },
    style: { color: typed ? s.color : null },
  });
  if (!typed) return null;
  return (
    <>
      {m.checks.map(({ item, mark }, i) => (
        <Check key={i} item={item} mark={mark} met={s.met[i] ?? false} />
      ))}
      {m.strengthText ? createPortal(LEVEL_TEXT[s.level](), m.strengthText) : null}
    </>
  );
}
