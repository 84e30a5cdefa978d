import { PHONE_MASK } from '@dme/shared/validation/phone';
import { InputBase, type InputBaseProps } from '@mantine/core';
import { IMaskInput } from 'react-imask';

interface PhoneInputProps extends InputBaseProps {
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
}

/** A US phone field masked (999) 999-9999 (spec §9). */
export function PhoneInput({ value, onChange, ...props }: PhoneInputProps) {
  return (
    <InputBase
      component={IMaskInput}
      mask={PHONE_MASK}
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
