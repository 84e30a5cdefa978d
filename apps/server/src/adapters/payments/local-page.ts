import { US_STATES } from '@dme/shared/validation/us-states';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface PaymentPageValues {
  name?: string;
  email?: string;
  card?: string;
  line1?: string;
  line2?: string;
  city?: string;
  state?: string;
  postalCode?: string;
}

const STYLE = `<style>
body{font-family:system-ui,sans-serif;background:#f1f3f5;margin:0;color:#1a1b1e}
main{max-width:460px;margin:32px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.banner{background:#fff3bf;border:1px solid #fab005;border-radius:8px;padding:10px 12px;font-size:14px;margin-bottom:16px}
h1{font-size:22px;margin:0 0 4px}.amount{font-size:28px;font-weight:700;margin:8px 0 20px}
label{display:block;font-size:14px;font-weight:600;margin:12px 0 4px}input,select{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ced4da;border-radius:8px;font-size:16px;margin-top:4px}
.row{display:flex;gap:12px}.row>label{flex:1}.error{background:#ffe3e3;color:#c92a2a;border-radius:8px;padding:10px 12px;margin-bottom:12px}
button{width:100%;margin-top:20px;padding:12px;border:0;border-radius:8px;background:#0b7285;color:#fff;font-size:16px;font-weight:700;cursor:pointer}
a{display:block;text-align:center;margin-top:14px;color:#0b7285}.notice{background:#e7f5ff;border:1px solid #74c0fc;border-radius:8px;padding:12px 14px;margin:16px 0;line-height:1.45}a.primary{background:#0b7285;color:#fff;border-radius:8px;padding:12px;font-weight:700;text-decoration:none}small{color:#495057}</style>`;

const TEST_MODE_BANNER =
  '<div class="banner" role="note"><strong>Test mode.</strong> No real card is charged. Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 to see a decline.</div>';

/** The local hosted payment page: plain HTML, no scripts, unmistakably test mode. */
export function renderTestPaymentPage(options: {
  action: string;
  amount: string;
  cancelUrl: string;
  error?: string;
  values?: PaymentPageValues | Record<string, string | undefined>;
}) {
  const v: PaymentPageValues = options.values ?? {};
  const field = (name: keyof PaymentPageValues, label: string, attributes = '') =>
    `<label>${label}<input name="${name}" value="${escapeHtml(v[name] ?? '')}" ${attributes}></label>`;
  const states = US_STATES.map(
    ([code, label]) =>
      `<option value="${code}"${v.state === code ? ' selected' : ''}>${escapeHtml(label)}</option>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment · Carelane</title>${STYLE}</head><body><main>
${TEST_MODE_BANNER}
<h1>Pay Carelane</h1><div class="amount">${escapeHtml(options.amount)}</div>
${options.error ? `<div class="error" role="alert">${escapeHtml(options.error)}</div>` : ''}
<form method="post" action="${escapeHtml(options.action)}">
${field('card', 'Card number', 'inputmode="numeric" autocomplete="cc-number" required')}
${field('name', 'Name', 'autocomplete="name" required')}
${field('email', 'Email', 'type="email" autocomplete="email" required')}
${field('line1', 'Address Line 1', 'autocomplete="address-line1" required')}
${field('line2', 'Address Line 2', 'autocomplete="address-line2"')}
<div class="row">${field('city', 'City', 'autocomplete="address-level2" required')}
<label>State<select name="state" required>${states}</select></label></div>
${field('postalCode', 'Zip code', 'inputmode="numeric" autocomplete="postal-code" required')}
<small>Country: United States</small>
<button type="submit">Pay ${escapeHtml(options.amount)}</button></form>
<a href="${escapeHtml(options.cancelUrl)}">Cancel and return to the cart</a></main></body></html>`;
}

/**
 * What the local page shows instead of the form when this checkout can no longer be paid: a newer
 * checkout of the cart replaced it, or the cart was already ordered. Nothing was charged.
 */
export function renderClosedPaymentPage(options: {
  title: string;
  message: string;
  cartUrl: string;
  actions?: ClosedPageAction[];
}) {
  const actions = (options.actions ?? [])
    .map(
      (action) =>
        `<form method="post" action="${escapeHtml(action.action)}">${Object.entries(action.fields)
          .map(
            ([name, value]) =>
              `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
          )
          .join('')}<button type="submit">${escapeHtml(action.label)}</button></form>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)} · Carelane</title>${STYLE}</head><body><main>
${TEST_MODE_BANNER}
<h1>${escapeHtml(options.title)}</h1>
<div class="notice" role="alert">${escapeHtml(options.message)}</div>
${actions}
<a class="primary" href="${escapeHtml(options.cartUrl)}">Return to the cart</a></main></body></html>`;
}

/** A test-mode button of the local page: what the simulator does next (a bank debit clears or fails). */
export interface ClosedPageAction {
  label: string;
  action: string;
  fields: Record<string, string>;
}
