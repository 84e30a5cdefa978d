import type { DbOrTx } from '../../db/client';
import type { MessageChannel } from '../../db/schema/index';
import { deleteOptOut, findOptedOutAddresses, insertOptOut } from './notifications.repo';

/** The addresses one patient's messages go to, per channel. */
export interface MessageAddresses {
  email: string[];
  sms: string[];
}

/**
 * Whether each channel is on: messages reach the patient on it while she has an address there
 * and none of them asked to stop (an opt-out is per channel and address, checked at send time).
 */
export async function subscribedChannels(db: DbOrTx, addresses: MessageAddresses) {
  const isOn = async (channel: MessageChannel) =>
    addresses[channel].length > 0 &&
    (await findOptedOutAddresses(db, channel, addresses[channel])).size === 0;
  return { email: await isOn('email'), sms: await isOn('sms') };
}

/**
 * Stops or resumes one channel for every address of it: the unsubscribe link and Account Settings
 * make the same change. Resuming lifts the opt-out of each address, as agreeing again does.
 */
export async function setChannelSubscribed(
  db: DbOrTx,
  channel: MessageChannel,
  addresses: string[],
  subscribed: boolean,
) {
  for (const address of addresses) {
    if (subscribed) await deleteOptOut(db, channel, address);
    else await insertOptOut(db, channel, address);
  }
}
