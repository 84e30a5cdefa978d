import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, resetAfterTest } from '../../../test/mock-api';
import { renderApp, testSession } from '../../../test/render-app';
import { AssignFaxForm } from './assign-fax-form';

const ID = '3f0b3c2e-8f0e-4c5e-9d0a-1f2e3d4c5b6a';
const ASSIGN = `POST /api/ops/faxes/${ID}/assign`;
const filed = {
  id: ID,
  received_at: '2026-11-01T10:00:00.000Z',
  source: 'drop_folder',
  sender: '(213) 555-0143',
  page_count: 2,
  status: 'filed',
  reason: null,
  referral_code: 'BRSPMP',
  work_order_uuid: '4f0b3c2e-8f0e-4c5e-9d0a-1f2e3d4c5b6a',
  packet_type: 'fax_bundle',
  cover_sheet_page: 1,
  cover_sheet_signature: 'unsigned',
  filed_at: '2026-11-01T10:05:00.000Z',
};

const renderForm = (referralCode: string | null, replies: Parameters<typeof mockApi>[0]) => {
  const calls = mockApi(replies);
  const onAssigned = vi.fn();
  const view = renderApp(<AssignFaxForm fax={{ id: ID, referralCode }} onAssigned={onAssigned} />, {
    session: testSession('Admin'),
  });
  return { ...view, calls, onAssigned };
};
const submit = () => screen.getByRole('button', { name: 'Assign to work order' });

describe('AssignFaxForm', () => {
  afterEach(resetAfterTest);

  it('assigns in one click with the suggested code, shown XXX-XXX and filed as a fax bundle', async () => {
    const { user, calls, onAssigned } = renderForm('BRSPMP', { [ASSIGN]: { body: filed } });
    expect(screen.getByRole('textbox', { name: /Referral code/ })).toHaveValue('BRS-PMP');
    await user.click(submit());
    await waitFor(() =>
      expect(onAssigned).toHaveBeenCalledWith(expect.objectContaining({ referralCode: 'BRSPMP' })),
    );
    expect(calls.at(-1)?.body).toEqual({ referral_code: 'BRS-PMP', packet_type: 'fax_bundle' });
  });

  it('asks for a code before calling the server', async () => {
    const { user, calls } = renderForm(null, {});
    await user.click(submit());
    expect(screen.getByText('Enter the referral code of the work order')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says which code matched no work order (422)', async () => {
    const { user, onAssigned } = renderForm(null, {
      [ASSIGN]: { status: 422, body: { error: 'No work order has this referral code' } },
    });
    await user.type(screen.getByRole('textbox', { name: /Referral code/ }), 'zzz-zzz');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No work order has the referral code ZZZ-ZZZ. Check the code on the cover sheet.',
    );
    expect(onAssigned).not.toHaveBeenCalled();
  });

  it('says the fax already left the inbox (409)', async () => {
    const { user } = renderForm('BRS-PMP', {
      [ASSIGN]: { status: 409, body: { error: 'This fax is no longer in the inbox' } },
    });
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This fax is no longer in the inbox: someone filed or discarded it meanwhile.',
    );
  });
});
