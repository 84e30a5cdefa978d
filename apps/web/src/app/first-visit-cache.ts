import type { FirstShopVisitReplies, FirstVisitState, WireReply } from '@dme/shared/shop/first-visit';
import { camelKeys } from '@dme/shared/wire/case';
import { dehydrate } from '@tanstack/react-query';
import { cartKeys, deliveryKeys, insuranceStatusKey, patientSessionKeys, shopKeys } from '../lib/query-keys';
import { createQueryClient } from './query-client';

const succeeded = (reply: WireReply | undefined): reply is WireReply => reply?.status === 200;

/**
 * The state a drawn visit's page carries (issue 18, issue 46): the look-up's reply (a visit with a
 * code), and when every read succeeded, the query cache the pages read from, under the keys they
 * read it by. The catalogue's key is also the unfiltered grid's (an undefined filter is no part of a
 * key); it is read once a vertical is chosen (the work order's, else the browser's), and the
 * insurance status once the session has one (404: none). The delivery promise (issue 48 item 4) is
 * kept under the cart and insurance it was made for, when it was read.
 */
export function firstVisitState(
  referralCode: string | null,
  replies: FirstShopVisitReplies,
): FirstVisitState {
  const { lookup, verticals, session, cart, variants, insuranceStatus, deliveryEstimate } = replies;
  const state: FirstVisitState = { referralCode, ...(lookup ? { lookup } : {}) };
  const required =
    referralCode === null ? [verticals, session, cart] : [lookup, verticals, session, cart, variants];
  const optional = [referralCode === null ? variants : undefined, insuranceStatus].filter(
    (reply): reply is WireReply => reply !== undefined,
  );
  const answered = (reply: WireReply) => reply.status === 200 || reply.status === 404;
  if (!required.every(succeeded) || !optional.every(answered)) return state;
  const queryClient = createQueryClient();
  queryClient.setQueryData(shopKeys.verticals(), camelKeys(verticals?.body));
  const sessionData = camelKeys(session?.body) as { insuranceStatusUuid?: string | null };
  const cartData = camelKeys(cart?.body) as Parameters<typeof deliveryKeys.estimate>[0];
  queryClient.setQueryData(patientSessionKeys.me(), sessionData);
  queryClient.setQueryData(cartKeys.me(), cartData);
  const { catalogueVerticalUuid } = replies;
  if (succeeded(variants) && catalogueVerticalUuid) {
    queryClient.setQueryData(
      shopKeys.variantList({ productVerticalUuid: catalogueVerticalUuid }),
      camelKeys(variants.body),
    );
  }
  if (insuranceStatus)
    queryClient.setQueryData(
      insuranceStatusKey(),
      succeeded(insuranceStatus) ? camelKeys(insuranceStatus.body) : null,
    );
  // The promise is drawn when it was read; otherwise the page asks for it.
  if (succeeded(deliveryEstimate))
    queryClient.setQueryData(
      deliveryKeys.estimate(cartData, sessionData.insuranceStatusUuid),
      camelKeys(deliveryEstimate.body),
    );
  return { ...state, queries: dehydrate(queryClient) };
}
