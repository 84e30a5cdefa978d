import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, resetAfterTest } from '../../../test/mock-api';
import { renderApp, testSession } from '../../../test/render-app';
import { AuditLogPage } from './audit-log-page';
import { PriorAuthsPage } from './prior-auths-page';
import { SignupCodesPage } from './signup-codes-page';
import { SuppliersPage } from './suppliers-page';

const meta = { total: 1, page: 1, per_page: 25 };
const supplier = {
  id: '5b0b3c2e-8f0e-4c5e-9d0a-1f2e3d4c5b6a',
  name: 'Golden State Medical Supply',
  email: 'supplier@demo.test',
  phone_number: null,
  status: 'active',
  service_states: ['CA', 'NV'],
  service_zip_prefixes: ['941'],
  same_day_cutoff: '14:00',
  time_zone: 'America/Los_Angeles',
  hcpcs_codes: ['E0603'],
  carrier_ids: [],
  created_at: '2026-11-01T10:00:00.000Z',
};

describe('operations console pages', () => {
  afterEach(resetAfterTest);

  it('lists suppliers with their area and searches on the server, back on page 1', async () => {
    const calls = mockApi({ 'GET /api/ops/suppliers': { body: { data: [supplier], meta } } });
    const { user } = renderApp(<SuppliersPage />, { session: testSession('Admin') });
    const table = await screen.findByRole('table', { name: 'Suppliers' });
    expect(within(table).getByRole('row', { name: /Golden State/ })).toHaveTextContent('CA, NV, ZIP 941');
    await user.type(screen.getByRole('textbox', { name: 'Search by name or email' }), 'gold');
    await waitFor(() => expect(calls.at(-1)?.query.get('query')).toBe('gold'));
    expect(calls.at(-1)?.query.get('page')).toBe('1');
  });

  it('checks a new supplier with the shared schema before calling the server', async () => {
    const calls = mockApi({ 'GET /api/ops/suppliers': { body: { data: [], meta: { ...meta, total: 0 } } } });
    const { user } = renderApp(<SuppliersPage />, { session: testSession('Admin') });
    await user.click(await screen.findByRole('button', { name: 'New supplier' }));
    const dialog = await screen.findByRole('dialog', { name: 'New supplier' });
    await user.click(within(dialog).getByRole('button', { name: 'Create supplier' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one state or ZIP code')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows each supplier’s same-day cut-off and edits it on the supplier’s clock, checked before saving', async () => {
    const calls = mockApi({
      'GET /api/ops/suppliers': { body: { data: [supplier], meta } },
      'GET /api/hcpcs_codes': { body: [] },
      'GET /api/insurance_carriers': { body: [] },
      [`PUT /api/ops/suppliers/${supplier.id}`]: {
        body: { ...supplier, same_day_cutoff: '15:30', time_zone: 'America/Chicago' },
      },
    });
    const { user } = renderApp(<SuppliersPage />, { session: testSession('Admin') });
    const table = await screen.findByRole('table', { name: 'Suppliers' });
    expect(within(table).getByRole('row', { name: /Golden State/ })).toHaveTextContent('2:00 PM Pacific');

    await user.click(within(table).getByRole('button', { name: 'Edit Golden State Medical Supply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Golden State Medical Supply' });
    const cutoff = within(dialog).getByLabelText('Same-day cut-off');
    expect(cutoff).toHaveValue('14:00');
    fireEvent.change(cutoff, { target: { value: '21:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save supplier' }));
    expect(within(dialog).getByText('Cut-off must be between 6:00 AM and 8:00 PM')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(cutoff, { target: { value: '15:30' } });
    const timeZone = within(dialog)
      .getAllByLabelText(/^Time zone/)
      .find((element) => element.tagName === 'INPUT');
    expect(timeZone).toHaveValue('Pacific (Los Angeles)');
    await user.click(timeZone as HTMLElement);
    await user.click(await screen.findByRole('option', { name: 'Central (Chicago)', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save supplier' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        same_day_cutoff: '15:30',
        time_zone: 'America/Chicago',
      }),
    );
  });

  it('offers copy and revoke for an open signup code only', async () => {
    const code = (state: string, value: string) => ({
      id: `0000000${value.length}-0000-4000-8000-00000000000${value.length}`,
      code: value,
      link: `http://localhost/providers/signup/${value}`,
      state,
      first_name: 'Ana',
      last_name: state,
      email: null,
      npi: null,
      practice_name: null,
      created_at: '2026-11-01T10:00:00.000Z',
      used_at: null,
      revoked_at: state === 'revoked' ? '2026-11-02T10:00:00.000Z' : null,
    });
    mockApi({
      'GET /api/ops/signup_codes': {
        body: { data: [code('open', 'OPEN1'), code('revoked', 'GONE22')], meta: { ...meta, total: 2 } },
      },
    });
    renderApp(<SignupCodesPage />, { session: testSession('Admin') });
    const open = await screen.findByRole('row', { name: /OPEN1/ });
    expect(within(open).getByRole('button', { name: 'Revoke OPEN1' })).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'Copy link of OPEN1' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /GONE22/ })).queryByRole('button')).toBeNull();
  });

  it('refuses an end date before the start date, and pages the audit log by cursor', async () => {
    const entry = {
      id: '9b0b3c2e-8f0e-4c5e-9d0a-1f2e3d4c5b6a',
      created_at: '2026-11-01T10:00:00.000Z',
      actor_email: 'admin@demo.test',
      actor_role: 'admin',
      session_id: null,
      action: 'ops.supplier.listed',
      subject_type: 'supplier',
      subject_id: null,
      ip_address: '127.0.0.1',
      details: { count: 1 },
    };
    const calls = mockApi({
      'GET /api/ops/audit_log': [
        { body: { data: [entry], next_cursor: 'NEXT' } },
        { body: { data: [{ ...entry, id: '8b0b3c2e-8f0e-4c5e-9d0a-1f2e3d4c5b6a' }], next_cursor: null } },
      ],
    });
    const { user } = renderApp(<AuditLogPage />, { session: testSession('Admin') });
    await screen.findByRole('table', { name: 'Audit log' });
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('cursor')).toBe('NEXT'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled());

    await user.type(screen.getByLabelText('From'), '2026-02-01');
    await user.type(screen.getByLabelText('To'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByText('The start date must be on or before the end date')).toBeInTheDocument();
  });

  it('asks whether a prior auth is expedited when the console first submits it, and sends the answer', async () => {
    const row = {
      id: '7b0b3c2e-8f0e-4c5e-9d0a-1f2e3d4c5b6a',
      referral_code: 'BRSPMP',
      patient_name: 'Maria Lopez',
      provider_name: 'Dr. Ana Reyes',
      vertical_name: 'Breast Pumps',
      status: 'Pending',
      display_status: 'Pending',
      ordered_at: '2026-11-01T10:00:00.000Z',
      checked_at: null,
      deadline: { state: 'none', due_at: null, expedited: false, submitted_at: null },
      payer_response: null,
    };
    const calls = mockApi({
      'GET /api/ops/prior_auths': { body: { data: [row], meta } },
      'PUT /api/ops/prior_auths/7b0b3c2e-8f0e-4c5e-9d0a-1f2e3d4c5b6a': { status: 204 },
    });
    const { user } = renderApp(<PriorAuthsPage />, { session: testSession('Admin') });
    await user.click(await screen.findByRole('button', { name: 'Update BRS-PMP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prior authorization — BRS-PMP' });
    expect(within(dialog).queryByRole('checkbox', { name: /Expedited request/ })).toBeNull();
    const statusField = within(dialog).getByLabelText(/Prior auth status/);
    await user.click(statusField);
    // The page's own status filter has a "Submitted" option too: pick the field's.
    const listbox = document.getElementById(statusField.getAttribute('aria-controls') ?? '');
    if (!listbox) throw new Error('the status field opened no list');
    await user.click(within(listbox).getByRole('option', { name: 'Submitted', hidden: true }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Expedited request/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        status: 'Submitted',
        blob_signed_id: null,
        expedited: true,
      }),
    );
  });
});
