import type { FirstShopVisitReplies, FirstVisitState, WireReply } from '@dme/shared/shop/first-visit';
import { camelKeys } from '@dme/shared/wire/case';
import { dehydrate } from '@tanstack/react-query';
import { cartKeys, insuranceStatusKey, patientSessionKeys, shopKeys } from '../lib/query-keys';
import { createQueryClient } from './query-client';

const succeeded = (reply: WireReply | undefined): reply is WireReply => reply?.status === 200;

/**
 * The state a drawn visit's page carries (issue 18, issue 46): the look-up's reply (a visit with a
 * code), and when every read succeeded, the query cache the pages read from, under the keys they
 * read it by. The catalogue's key is also the unfiltered grid's (an undefined filter is no part of a
 * key); it is read once a vertical is chosen (the work order's, else the browser's), and the
 * insurance status once the session has one (404: none).
 */
export function firstVisitState(
  referralCode: string | null,
  replies: FirstShopVisitReplies,
): FirstVisitState {
  const { lookup, verticals, session, cart, variants, insuranceStatus } = replies;
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
  queryClient.setQueryData(patientSessionKeys.me(), camelKeys(session?.body));
  queryClient.setQueryData(cartKeys.me(), camelKeys(cart?.body));
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
  return { ...state, queries: dehydrate(queryClient) };
}
