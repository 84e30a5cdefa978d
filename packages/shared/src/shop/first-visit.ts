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

/** The reads of a first visit to `/shop?code=…`, in the order the browser would make them. */
export interface FirstShopVisitReplies {
  /** `GET /api/consultations/show_by_referral_code`: attaches the work order to the new session. */
  lookup: WireReply;
  /** Read only once the look-up succeeded (they depend on the work order it attached). */
  verticals?: WireReply;
  session?: WireReply;
  cart?: WireReply;
  /** The work order's catalogue: `GET /api/product_variants?product_vertical_uuid=…`. */
  variants?: WireReply;
}

/** What the page carries for the browser: the look-up's reply and, when drawn, the query cache. */
export interface FirstVisitState {
  referralCode: string;
  lookup: WireReply;
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
  referralCode: string;
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
