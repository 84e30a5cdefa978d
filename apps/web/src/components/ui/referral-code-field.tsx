import { REFERRAL_MESSAGES } from '@dme/shared/shop/messages';
import {
  formatReferralCode,
  normalizeReferralCode,
  REFERRAL_CODE_LENGTH,
} from '@dme/shared/work-orders/referral-code';
import { Button, Group, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

export const HAVE_A_REFERRAL_CODE = 'Have a referral code?';

/** What is typed, shaped as the code is shown: upper case, letters and digits, XXX-XXX. */
export function shapeReferralCode(typed: string) {
  const code = normalizeReferralCode(typed)
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, REFERRAL_CODE_LENGTH);
  return code.length > 3 ? formatReferralCode(code) : code;
}

/**
 * "Have a referral code?" (issue 48 item 1). The code goes to `to` as `?code=`, where the shop's
 * look-up attaches it and stays on that page; a code it cannot find goes to /code with the
 * message and what was typed (spec patient §4 "Referral code"). A GET form whose input React does
 * not own: what a patient types while the page's script is still loading is kept, not reset when
 * the page comes alive, and without the script the form still goes to `to`.
 */
export function ReferralCodeField({ to }: { to: string }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // Typed before the script ran, the code is shaped once the page comes alive.
  useEffect(() => {
    if (input.current) input.current.value = shapeReferralCode(input.current.value);
  }, []);
  return (
    <form
      action={to}
      method="get"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const code = shapeReferralCode(String(new FormData(event.currentTarget).get('code') ?? ''));
        if (!code) return setError(REFERRAL_MESSAGES.required);
        navigate(`${to}?${new URLSearchParams({ code })}`);
      }}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          ref={input}
          name="code"
          label={HAVE_A_REFERRAL_CODE}
          placeholder="XXX-XXX"
          defaultValue=""
          onChange={(event) => {
            const input = event.currentTarget;
            input.value = shapeReferralCode(input.value);
            setError(null);
          }}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maw={200}
          style={{ flex: 1 }}
          styles={{ input: { letterSpacing: '0.15em', fontWeight: 600 } }}
        />
        <Button type="submit" variant="light" mt={25}>
          Apply
        </Button>
      </Group>
    </form>
  );
}
