// The phone field's view: the platform's `div.intl-tel-status` line after the intl-tel-input box (the root's
// host sits right after `.iti`), announced politely. The input itself stays the PHP's own, hosted by
// usePhoneField.
import { useId, useMemo } from 'react';
import type { WidgetProps } from '../../src/mount/types';
import { __ } from '../../src/i18n';
import { readTelInputStrings } from '../../src/settings/wawp';
import { usePhoneField } from './usePhoneField';
import './phone-field.css';

function useTexts() {
  return useMemo(() => {
    const strings = readTelInputStrings();
    return {
      waiting: strings.waiting || __('The number will be updated automatically by adding the country code after you finish typing.'),
      valid: strings.valid || __('✓ Valid phone number.'),
      invalid: strings.invalid || __('✗ Invalid phone number. Make sure to add your country code.'),
    };
  }, []);
}

export function PhoneStatusLine({ input }: { input: HTMLInputElement }) {
  const id = `intl-tel-status-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { status, texts } = usePhoneField(input, id, useTexts());
  return (
    <div className="intl-tel-status" id={id} aria-live="polite" data-status={status}>
      {status === 'empty' ? '' : texts[status]}
    </div>
  );
}

export function PhoneField({ el }: WidgetProps) {
  if (!(el instanceof HTMLInputElement)) return null;
  return <PhoneStatusLine input={el} />;
}
