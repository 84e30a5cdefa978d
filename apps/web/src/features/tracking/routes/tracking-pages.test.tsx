import { TRACKING_MESSAGES } from '@dme/shared/fulfillments/api';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, resetAfterTest } from '../../../test/mock-api';
import { landingSpots, renderApp } from '../../../test/render-app';
import {
  ALL_SHIPPED_TEXT,
  ALL_SHIPPED_TITLE,
  LINK_USED_TEXT,
  LINK_USED_TITLE,
  TrackingFormPage,
} from './tracking-form-page';
import { TrackingSuccessPage } from './tracking-success-page';

const NUMBER = 'K7QWERTYZ2345';
/** The e-mailed link's token, and the next one a recorded shipment hands out. */
const TOKEN = '0.1790000000.e-mailed';
const NEXT = '1.1790000000.next';
const item = (uuid: string, title: string, status: 'shipped' | 'unshipped') => ({
  uuid,
  status,
  cart_item: { quantity: 1, product_variant: { product_title: title } },
});
const wireFulfillment = (
  items = [item('u-1', 'Spectra S1 Plus', 'unshipped')],
  viewer: 'supplier' | 'tracking_link' | 'used_tracking_link' = 'tracking_link',
) => ({
  fulfillment_confirmation_number: NUMBER,
  viewer,
  created_at: '2026-03-07T15:00:00.000Z',
  order_shipment_url: `http://localhost/tracking?fulfillment=${NUMBER}`,
  patient_name: null,
  usage_data_status: 'ineligible_for_request',
  usage_data_documents: [],
  request_type: 'Referral',
  supplier: { uuid: 's-1', name: 'Golden State Medical Supply', email: 'supplier@demo.test' },
  consultation_uuid: null,
  prior_auth_status: null,
  shipments_cart_items: items,
  shipments: [],
});

const routes = [
  { path: '/tracking', element: <TrackingFormPage /> },
  { path: '/tracking/:number', element: <TrackingSuccessPage /> },
  ...landingSpots('/'),
];

function renderTracking(url: string, replies: Parameters<typeof mockApi>[0]) {
  const calls = mockApi(replies);
  return { calls, ...renderApp(routes, { url }) };
}

const mixed = [
  item('u-1', 'Spectra S1 Plus', 'unshipped'),
  item('u-2', 'Milk storage bags', 'unshipped'),
  item('u-3', 'Flange kit', 'shipped'),
];

describe('the Order Tracking Form', () => {
  afterEach(resetAfterTest);

  it('checks the link and the items, then records the shipment with the e-mailed token', async () => {
    const { calls, user } = renderTracking(`/tracking?fulfillment=${NUMBER}&access=${TOKEN}`, {
      [`GET /api/fulfillments/${NUMBER}`]: { body: wireFulfillment(mixed) },
      'POST /api/shipments': {
        status: 201,
        body: { fulfillment_confirmation_number: NUMBER, access: NEXT },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Order Tracking Form' })).toBeVisible();
    expect(await screen.findByRole('textbox', { name: 'Fulfillment confirmation number' })).toHaveValue(
      NUMBER,
    );
    expect(screen.getByRole('region', { name: 'Shipped' })).toHaveTextContent('Flange kit × 1');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(TRACKING_MESSAGES.urlRequired)).toBeVisible();
    expect(screen.getByText(TRACKING_MESSAGES.selectItem)).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Tracking Number Link' }), 'ups 1Z999');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(TRACKING_MESSAGES.urlInvalid)).toBeVisible();

    await user.clear(screen.getByRole('textbox', { name: 'Tracking Number Link' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Tracking Number Link' }),
      'https://ups.example/1Z999',
    );
    const ready = screen.getByRole('group', { name: 'Ready to ship' });
    await user.click(within(ready).getByRole('checkbox', { name: 'Milk storage bags × 1' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(TRACKING_MESSAGES.added)).toBeVisible();
    expect(calls.find((call) => call.path === '/api/shipments')?.body).toEqual({
      tracking_url: 'https://ups.example/1Z999',
      shipments_cart_items: ['u-2'],
      fulfillment_confirmation_number: NUMBER,
      access: TOKEN,
    });
    expect(await screen.findByRole('heading', { name: 'Shipment recorded' })).toBeVisible();
    // The form read with the e-mailed token; the success page and its Submit Another use the next.
    const reads = calls
      .filter((call) => call.path === `/api/fulfillments/${NUMBER}`)
      .map((call) => call.query.get('access'));
    expect(reads[0]).toBe(TOKEN);
    expect(reads).toContain(NEXT);
    expect(screen.getByRole('link', { name: 'Submit Another' })).toHaveAttribute(
      'href',
      `/tracking?fulfillment=${NUMBER}&access=${encodeURIComponent(NEXT)}`,
    );
  });

  it('sends a lone checked item (not a bare value) and shows the server error under the button', async () => {
    // The supplier signed in opens it from Fulfillments: no token in the link, none sent.
    const { calls, user } = renderTracking(`/tracking?fulfillment=${NUMBER}`, {
      [`GET /api/fulfillments/${NUMBER}`]: { body: wireFulfillment(undefined, 'supplier') },
      'POST /api/shipments': { status: 409, body: { error: TRACKING_MESSAGES.alreadyShipped } },
    });
    await user.type(
      await screen.findByRole('textbox', { name: 'Tracking Number Link' }),
      'http://fedex.example/9',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Spectra S1 Plus × 1' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TRACKING_MESSAGES.alreadyShipped);
    const sent = calls.find((call) => call.path === '/api/shipments')?.body;
    expect(sent).toMatchObject({ shipments_cart_items: ['u-1'] });
    expect(sent).not.toHaveProperty('access');
    expect(calls.find((call) => call.path === `/api/fulfillments/${NUMBER}`)?.query.has('access')).toBe(
      false,
    );
  });

  it('opened again, the used e-mailed link shows the items read-only and points to the supplier sign-in', async () => {
    const { calls } = renderTracking(`/tracking?fulfillment=${NUMBER}&access=${TOKEN}`, {
      [`GET /api/fulfillments/${NUMBER}`]: { body: wireFulfillment(mixed, 'used_tracking_link') },
    });
    expect(await screen.findByText(LINK_USED_TITLE)).toBeVisible();
    expect(screen.getByText(LINK_USED_TEXT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Supplier sign in' })).toHaveAttribute(
      'href',
      '/suppliers/signin',
    );
    expect(screen.getByRole('region', { name: 'Shipped' })).toHaveTextContent('Flange kit × 1');
    expect(screen.getByRole('region', { name: 'Not Shipped' })).toHaveTextContent('Milk storage bags × 1');
    expect(screen.queryByRole('textbox', { name: 'Tracking Number Link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/shipments')).toBe(false);
  });

  it('says plainly that everything has shipped, with no form that can only fail', async () => {
    const { calls } = renderTracking(`/tracking?fulfillment=${NUMBER}`, {
      [`GET /api/fulfillments/${NUMBER}`]: {
        body: wireFulfillment([
          item('u-1', 'Spectra S1 Plus', 'shipped'),
          item('u-2', 'Flange kit', 'shipped'),
        ]),
      },
    });
    expect(await screen.findByText(ALL_SHIPPED_TITLE)).toBeVisible();
    expect(screen.getByText(ALL_SHIPPED_TEXT)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Shipped' })).toHaveTextContent('Flange kit × 1');
    expect(screen.queryByRole('textbox', { name: 'Tracking Number Link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByText(/shipments_cart_items/)).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/shipments')).toBe(false);
  });

  it.each([
    ['an unknown number', `/tracking?fulfillment=NOPE`],
    ['no number', '/tracking'],
  ])('sends %s to "/" with a toast', async (_, url) => {
    renderTracking(url, {});
    expect(await screen.findByText('Landed on /')).toBeVisible();
    expect(screen.getByText(TRACKING_MESSAGES.invalidLink)).toBeVisible();
  });
});

describe('the tracking success page', () => {
  afterEach(resetAfterTest);

  it('lists shipped and not shipped items and links to another submission with the next token', async () => {
    const { calls } = renderTracking(`/tracking/${NUMBER}?access=${NEXT}`, {
      [`GET /api/fulfillments/${NUMBER}`]: { body: wireFulfillment(mixed) },
    });
    expect(await screen.findByText(NUMBER)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Shipped' })).toHaveTextContent('Flange kit × 1');
    const notShipped = screen.getByRole('region', { name: 'Not Shipped' });
    expect(notShipped).toHaveTextContent('Spectra S1 Plus × 1');
    expect(notShipped).toHaveTextContent('Milk storage bags × 1');
    expect(screen.getByRole('link', { name: 'Submit Another' })).toHaveAttribute(
      'href',
      `/tracking?fulfillment=${NUMBER}&access=${encodeURIComponent(NEXT)}`,
    );
    expect(calls[0]?.query.get('access')).toBe(NEXT);
  });

  it('links the supplier signed in to another submission without a token', async () => {
    renderTracking(`/tracking/${NUMBER}`, {
      [`GET /api/fulfillments/${NUMBER}`]: { body: wireFulfillment(mixed, 'supplier') },
    });
    expect(await screen.findByRole('link', { name: 'Submit Another' })).toHaveAttribute(
      'href',
      `/tracking?fulfillment=${NUMBER}`,
    );
  });
});
