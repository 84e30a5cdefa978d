import { PASSWORD_RULE_MESSAGE } from '@dme/shared/auth/password';
import { camelKeys } from '@dme/shared/wire/case';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { authSession } from '../../../lib/auth-session';
import { AUTH_HEADERS, wireUser } from '../../../test/fixtures/auth';
import { mockApi, resetAfterTest } from '../../../test/mock-api';
import { landingSpots, renderApp } from '../../../test/render-app';
import { ProviderSignUpPage } from './provider-signup-page';

const routes = [
  { path: '/providers/signup', element: <ProviderSignUpPage /> },
  { path: '/providers/signup/:code', element: <ProviderSignUpPage /> },
  ...landingSpots('/'),
];

const PROVIDER_TYPES = {
  body: [
    { id: 1, name: 'Physician' },
    { id: 2, name: 'Nurse Practitioner' },
  ],
};

const REGISTRATION = {
  code: 'WELCOME1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  formal_full_name: 'Dr. Ada Lovelace',
  email: 'ada@clinic.example',
  npi: '1234567893',
  phone_number: '5551234567',
  fax_number: null,
  practice_name: 'Analytical Clinic',
  provider_type_id: 2,
  state: 'NY',
};

/** The input of a label (a Mantine Select also labels its option list). */
const field = (label: string) => {
  const input = screen
    .getAllByLabelText(new RegExp(`^${label}`))
    .find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`No input labelled ${label}`);
  return input;
};

const providerTypesLoaded = () =>
  waitFor(() => expect(field('Provider type')).toHaveAttribute('placeholder', 'Select your provider type'));

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

async function fillValidForm(user: UserEvent) {
  await user.type(field('First name'), 'Grace');
  await user.type(field('Last name'), 'Hopper');
  await user.type(field('NPI'), '1245319599');
  await choose(user, 'Provider type', 'Physician');
  await user.type(field('Phone number'), '5551234567');
  await user.click(screen.getByRole('radio', { name: 'No' }));
  await user.type(field('Street address'), '1 Main St');
  await user.type(field('City'), 'Albany');
  await choose(user, 'State', 'Puerto Rico');
  await user.type(field('Zip code'), '12207');
  await user.type(field('Email'), 'grace@clinic.example');
  await user.type(screen.getByLabelText(/^Password/), 'Demo-Passw0rd!');
  await user.type(field('Confirm password'), 'Demo-Passw0rd!');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

describe('provider signup', () => {
  afterEach(resetAfterTest);

  it('fills the form from a signup code', async () => {
    mockApi({
      'GET /api/provider_types': PROVIDER_TYPES,
      'GET /api/provider_registrations/WELCOME1': { body: REGISTRATION },
    });
    renderApp(routes, { url: '/providers/signup/WELCOME1' });
    expect(await screen.findByDisplayValue('Ada')).toBe(field('First name'));
    expect(field('Last name')).toHaveValue('Lovelace');
    expect(field('NPI')).toHaveValue('1234567893');
    expect(field('Phone number')).toHaveValue('(555) 123-4567');
    expect(field('Email')).toHaveValue('ada@clinic.example');
    expect(field('Practice name')).toHaveValue('Analytical Clinic');
    expect(field('State')).toHaveValue('New York');
    expect(await screen.findByDisplayValue('Nurse Practitioner')).toBe(field('Provider type'));
    expect(screen.queryByText('Signup code not found')).not.toBeInTheDocument();
  });

  it('starts blank with a notice when the code is unknown', async () => {
    mockApi({
      'GET /api/provider_types': PROVIDER_TYPES,
      'GET /api/provider_registrations/NOPE': { status: 404, body: { error: 'Not found' } },
    });
    renderApp(routes, { url: '/providers/signup/NOPE' });
    expect(await screen.findByText('Signup code not found')).toBeInTheDocument();
    expect(screen.getByText('Please enter your information below to get started.')).toBeInTheDocument();
    expect(field('First name')).toHaveValue('');
  });

  it('names every missing field', async () => {
    const calls = mockApi({ 'GET /api/provider_types': PROVIDER_TYPES });
    const user = userEvent.setup();
    renderApp(routes, { url: '/providers/signup' });
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'NPI is required',
      'Provider type is required',
      'Phone number is required',
      'Please answer whether you are enrolled in PECOS',
      'Street address is required',
      'City is required',
      'State is required',
      'Zip code must be 5 digits',
      'Email is required',
      PASSWORD_RULE_MESSAGE,
      'Please confirm your password',
      'Required field',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it.each([
    ['123', 'NPI must be exactly 10 digits'],
    ['1234567890', 'NPI is not valid, please check the number'],
  ])('refuses the NPI %s', async (npi, message) => {
    mockApi({ 'GET /api/provider_types': PROVIDER_TYPES });
    const user = userEvent.setup();
    renderApp(routes, { url: '/providers/signup' });
    await user.type(await screen.findByLabelText(/^NPI/), npi);
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('creates the account, then signs in with the e-mailed code', async () => {
    const calls = mockApi({
      'GET /api/provider_types': PROVIDER_TYPES,
      'POST /api/providers': { status: 201, body: { data: { uuid: 'p-1' }, otp: 'prompt' } },
      'POST /auth/sign_in': { body: { data: wireUser('Provider') }, headers: AUTH_HEADERS },
    });
    const user = userEvent.setup();
    renderApp(routes, { url: '/providers/signup' });
    await providerTypesLoaded();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    // Compared as the server reads it (camelCase), whichever way the digits of street_line_1 are spelled.
    expect(camelKeys(calls.find((call) => call.path === '/api/providers')?.body)).toEqual({
      provider: {
        firstName: 'Grace',
        lastName: 'Hopper',
        npi: '1245319599',
        phoneNumber: '(555) 123-4567',
        faxNumber: null,
        practiceName: null,
        providerTypeId: 1,
        pecos: false,
        addressAttributes: {
          streetLine1: '1 Main St',
          streetLine2: null,
          city: 'Albany',
          state: 'PR',
          zipcode: '12207',
        },
      },
      user: {
        email: 'grace@clinic.example',
        password: 'Demo-Passw0rd!',
        passwordConfirmation: 'Demo-Passw0rd!',
      },
      signupCode: null,
    });

    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Landed on /')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/auth/sign_in')?.body).toEqual({
      email: 'grace@clinic.example',
      password: 'Demo-Passw0rd!',
      otp_attempt: '654321',
    });
    expect(authSession.get()?.user.role.resourceType).toBe('Provider');
  });

  it.each([
    [{ status: 400, body: { error: 'Email has already been taken' } }, 'Email has already been taken'],
    [{ status: 500, body: { error: 'boom' } }, 'Something went wrong'],
  ])('shows a refused signup (%j) in a banner', async (reply, message) => {
    mockApi({ 'GET /api/provider_types': PROVIDER_TYPES, 'POST /api/providers': reply });
    const user = userEvent.setup();
    renderApp(routes, { url: '/providers/signup' });
    await providerTypesLoaded();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(message)).toBeInTheDocument();
  });
});
