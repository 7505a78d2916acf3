// The phone field's view: the text of the platform's `div.intl-tel-status` line, announced politely. The line is
// the next sibling of the intl-tel-input box, as the platform made it (usePhoneField places it; printed scripts
// look for it there), so the text is a portal into it. The input itself stays the PHP's own.
import { useId, useMemo } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/mount/types';
import { __ } from '../../src/i18n';
import { readTelInputStrings } from '../../src/settings/wawp';
import { usePlatformProps } from '../../src/ui/usePlatformProps';
import { usePhoneField } from './usePhoneField';
import './phone-field.css';

function useTexts() {
  return useMemo(() => {
    const strings = readTelInputStrings();
    return {
      waiting:
        strings.waiting ||
        __('The number will be updated automatically by adding the country code after you finish typing.'),
      valid: strings.valid || __('✓ Valid phone number.'),
      invalid: strings.invalid || __('✗ Invalid phone number. Make sure to add your country code.'),
    };
  }, []);
}

export function PhoneStatusLine({ input }: { input: HTMLInputElement }) {
  const id = `intl-tel-status-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { status, error, line, texts } = usePhoneField(input, id, useTexts());
  // every error kind shows the platform's one invalid text; the kind is there for themes and tests
  usePlatformProps(line, { attrs: { 'data-status': status, 'data-error': error } });
  return line && status !== 'empty' ? createPortal(texts[status], line) : null;
}

export function PhoneField({ el }: WidgetProps) {
  if (!(el instanceof HTMLInputElement)) return null;
  return <PhoneStatusLine input={el} />;
}
