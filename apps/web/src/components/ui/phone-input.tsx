import { nationalPhoneDigits, PHONE_MASK } from '@dme/shared/validation/phone';
import { InputBase, type InputBaseProps } from '@mantine/core';
import { IMaskInput } from 'react-imask';

interface PhoneInputProps extends InputBaseProps {
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
}

/**
 * What the mask receives. Text arriving at the start of the number (a paste, browser autofill, a
 * first keystroke) loses a leading country code, or "+1 213-555-0188" would fill the mask as
 * "(121) 355-5018". A NANP area code never starts with 1, so dropping it is always right there.
 */
export const preparePhoneChunk = (chunk: string, masked: { unmaskedValue: string }) =>
  masked.unmaskedValue === '' ? nationalPhoneDigits(chunk) : chunk;

/** A US phone field masked (999) 999-9999 (spec §9). */
export function PhoneInput({ value, onChange, ...props }: PhoneInputProps) {
  return (
    <InputBase
      component={IMaskInput}
      mask={PHONE_MASK}
      prepare={preparePhoneChunk}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(555) 555-5555"
      value={value ?? ''}
      onAccept={(next: string) => onChange(next)}
      {...props}
    />
  );
}
