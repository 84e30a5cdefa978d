/**
 * A patient's first visit to the shop, drawn on the server (issue 18): the server reads what the
 * page would read first, the web build's renderer draws the page from those replies, and the page
 * carries the replies so the browser's first render matches the markup instead of asking again.
 */

/** One API reply as the wire sends it (snake_case JSON body). */
export interface WireReply {
  status: number;
  body: unknown;
}

/**
 * The reads of a first visit to `/shop?code=…`, or to `/shop` without a code, in the order the
 * browser would make them.
 */
export interface FirstShopVisitReplies {
  /**
   * `GET /api/consultations/show_by_referral_code`: attaches the work order to the new session.
   * Absent on a visit without a code.
   */
  lookup?: WireReply;
  /** With a code, read only once the look-up succeeded (they depend on the work order it attached). */
  verticals?: WireReply;
  session?: WireReply;
  cart?: WireReply;
  /**
   * The catalogue of the session's vertical, `GET /api/product_variants?product_vertical_uuid=…`
   * (the work order's, else the one the browser chose): none before a vertical is chosen.
   */
  variants?: WireReply;
  /** The vertical `variants` was read for. */
  catalogueVerticalUuid?: string;
  /** `GET /api/insurance_statuses/me`, read when the session has a status (a returning patient). */
  insuranceStatus?: WireReply;
  /** `GET /api/delivery_estimate`: the shop's and the cart's promise for the session's ZIP code. */
  deliveryEstimate?: WireReply;
}

/**
 * What the page carries for the browser: the look-up's reply (a visit with a code) and, when drawn,
 * the query cache.
 */
export interface FirstVisitState {
  referralCode: string | null;
  lookup?: WireReply;
  /** TanStack Query's dehydrated cache the markup was drawn from; absent when only the frame was sent. */
  queries?: unknown;
}

/** The id of the `<script type="application/json">` that holds the FirstVisitState. */
export const FIRST_VISIT_STATE_ID = 'carelane-first-visit';

/** What the server passes the web build's renderer as `workerData` to make it serve renders. */
export const FIRST_VISIT_WORKER = 'carelane-first-visit-renderer';

/** The worker protocol between the server and the web build's renderer (one request, one answer). */
export interface FirstVisitRenderRequest {
  id: number;
  /** The page's address: `/shop` or `/cart`. */
  path: string;
  /**
   * The cookies the page's scripts can read (every one but the httpOnly ones), as `document.cookie`
   * shows them: the browser's half of the patient session and its chosen vertical.
   */
  pageCookies: string;
  referralCode: string | null;
  replies: FirstShopVisitReplies;
}

export interface FirstVisitRenderAnswer {
  id: number;
  /** The page's markup inside `#root`, or null when the replies cannot draw it (a read failed). */
  markup: string | null;
  state: FirstVisitState;
  error?: string;
}

/** JSON inside a `<script>` element: nothing in it can close the element or open a comment. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
