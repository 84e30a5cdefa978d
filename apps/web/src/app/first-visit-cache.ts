import type { PatientConsultation } from '@dme/shared/shop/api';
import type { FirstShopVisitReplies, FirstVisitState, WireReply } from '@dme/shared/shop/first-visit';
import { camelKeys } from '@dme/shared/wire/case';
import { dehydrate } from '@tanstack/react-query';
import { cartKeys, patientSessionKeys, shopKeys } from '../lib/query-keys';
import { createQueryClient } from './query-client';

const succeeded = (reply: WireReply | undefined): reply is WireReply => reply?.status === 200;

/**
 * The state a first visit's page carries (issue 18): the look-up's reply, and when every first read
 * succeeded, the query cache the pages read from, under the keys they read it by. The catalogue's
 * key is also the unfiltered grid's (an undefined filter is no part of a key).
 */
export function firstVisitState(referralCode: string, replies: FirstShopVisitReplies): FirstVisitState {
  const state: FirstVisitState = { referralCode, lookup: replies.lookup };
  const { lookup, verticals, session, cart, variants } = replies;
  if (![lookup, verticals, session, cart, variants].every(succeeded)) return state;
  const { productVerticalUuid } = camelKeys<PatientConsultation>(lookup.body);
  const queryClient = createQueryClient();
  queryClient.setQueryData(shopKeys.verticals(), camelKeys(verticals?.body));
  queryClient.setQueryData(patientSessionKeys.me(), camelKeys(session?.body));
  queryClient.setQueryData(cartKeys.me(), camelKeys(cart?.body));
  queryClient.setQueryData(shopKeys.variantList({ productVerticalUuid }), camelKeys(variants?.body));
  return { ...state, queries: dehydrate(queryClient) };
}
