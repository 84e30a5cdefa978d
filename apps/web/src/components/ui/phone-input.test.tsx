import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { PhoneInput } from './phone-input';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <AppProviders queryClient={createQueryClient()}>
      <PhoneInput label="Phone number" value={value} onChange={setValue} />
      <output>{value}</output>
    </AppProviders>
  );
}

describe('PhoneInput', () => {
  it.each(['+1 213-555-0188', '1 (213) 555-0188', '+12135550188', '(213) 555-0188'])(
    'a pasted %s becomes (213) 555-0188',
    async (pasted) => {
      const user = userEvent.setup();
      render(<Harness />);
      await user.click(screen.getByLabelText('Phone number'));
      await user.paste(pasted);
      expect(screen.getByLabelText('Phone number')).toHaveValue('(213) 555-0188');
      expect(screen.getByRole('status')).toHaveTextContent('(213) 555-0188');
    },
  );

  it('an autofilled +1 number (the whole value set at once) becomes (213) 555-0188', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Phone number');
    fireEvent.input(input, { target: { value: '+1 213-555-0188' } });
    expect(input).toHaveValue('(213) 555-0188');
  });

  it('typed digits, including a leading 1, fill the mask', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Phone number'), '12135550188');
    expect(screen.getByLabelText('Phone number')).toHaveValue('(213) 555-0188');
  });

  it('a 1 typed inside the number is kept', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Phone number'), '2131110188');
    expect(screen.getByLabelText('Phone number')).toHaveValue('(213) 111-0188');
  });
});
