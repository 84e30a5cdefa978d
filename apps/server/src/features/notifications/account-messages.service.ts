import type { MessagePreferences } from '@dme/shared/notifications/api';
import { ACCOUNT_MESSAGE_TEXTS } from '@dme/shared/notifications/texts';
import { SMS_CONSENT_TEXT } from '@dme/shared/resupply/api';
import { formatUsPhone, phoneDigits } from '@dme/shared/validation/phone';
import type { Database, DbOrTx } from '../../db/client';
import type { MessageChannel } from '../../db/schema/index';
import { DomainError } from '../../lib/domain-error';
import { recordAccess } from '../audit/audit.repo';
import type { AuditCaller } from '../audit/audit-caller';
import { enqueueJobs } from '../jobs/jobs.runner';
import { type MessageAddresses, setChannelSubscribed, subscribedChannels } from './message-subscriptions';
import {
  deleteOptOut,
  findAccountContacts,
  insertSmsMessage,
  normalizeEmail,
  upsertAccountSmsConsent,
} from './notifications.repo';
import { SMS_DELIVERY_JOB } from './notifications.service';
import { SMS_NUMBER_CHOSEN } from './patient-messages';

/** The signed-in patient: her account's id and e-mail. */
export interface AccountCaller {
  userId: string;
  email: string;
}

/** Her account's address and every address and number her orders' messages go to. */
async function contactsOf(db: DbOrTx, caller: AccountCaller) {
  const contacts = await findAccountContacts(db, caller.userId);
  const addresses: MessageAddresses = {
    email: [...new Set([normalizeEmail(caller.email), ...contacts.emails])],
    sms: contacts.phones,
  };
  return { contacts, addresses };
}

async function preferencesOf(db: DbOrTx, caller: AccountCaller): Promise<MessagePreferences> {
  const { contacts, addresses } = await contactsOf(db, caller);
  const on = await subscribedChannels(db, addresses);
  const [phone] = contacts.phones;
  return {
    email: { address: caller.email, subscribed: on.email },
    sms: { phone: phone ? formatUsPhone(phone) : null, subscribed: on.sms },
    hasOrders: contacts.hasOrders,
  };
}

/** Account Settings' "Messages": what she agreed to, on which address and number. */
export async function readAccountMessages(db: Database, caller: AccountCaller, audit: AuditCaller) {
  return db.transaction(async (tx) => {
    const preferences = await preferencesOf(tx, caller);
    await recordAccess(tx, audit, {
      action: 'messages.preferences_viewed',
      subjectType: 'user',
      subjectId: caller.userId,
    });
    return preferences;
  });
}

/** Stops or resumes e-mails or texts about all her orders: the unsubscribe page's change, in one place. */
export async function setAccountMessages(
  db: Database,
  caller: AccountCaller,
  input: { channel: MessageChannel; subscribed: boolean },
  audit: AuditCaller,
) {
  return db.transaction(async (tx) => {
    const { addresses } = await contactsOf(tx, caller);
    if (input.subscribed && addresses[input.channel].length === 0)
      throw new DomainError('unprocessable', ACCOUNT_MESSAGE_TEXTS.noNumber);
    await setChannelSubscribed(tx, input.channel, addresses[input.channel], input.subscribed);
    await recordAccess(tx, audit, {
      action: input.subscribed ? 'messages.resubscribed' : 'messages.unsubscribed',
      subjectType: 'user',
      subjectId: caller.userId,
      details: { channel: input.channel, via: 'account_settings' },
    });
    return preferencesOf(tx, caller);
  });
}

/**
 * Texts about all her orders go to the number she typed and agreed to (TCPA: her own consent, its
 * words stored with it); an opt-out of that number is lifted, as agreeing again does. The product
 * proves no phone number, so the number is not proven either: it gets a text saying it was chosen,
 * which tells nothing about the orders, and its owner can reply STOP (decision 0117).
 */
export async function changeAccountSmsPhone(
  db: Database,
  caller: AccountCaller,
  input: { phone: string },
  audit: AuditCaller,
) {
  const phone = `+1${phoneDigits(input.phone)}`;
  return db.transaction(async (tx) => {
    const { contacts } = await contactsOf(tx, caller);
    if (!contacts.hasOrders) throw new DomainError('unprocessable', ACCOUNT_MESSAGE_TEXTS.noOrders);
    await upsertAccountSmsConsent(tx, caller.userId, phone, `account settings: ${SMS_CONSENT_TEXT}`);
    await deleteOptOut(tx, 'sms', phone);
    if (!contacts.phones.includes(phone)) {
      const smsId = await insertSmsMessage(tx, phone, SMS_NUMBER_CHOSEN);
      await enqueueJobs(tx, [{ kind: SMS_DELIVERY_JOB, payload: { smsId } }]);
    }
    await recordAccess(tx, audit, {
      action: 'messages.sms_consented',
      subjectType: 'user',
      subjectId: caller.userId,
      details: { via: 'account_settings' },
    });
    return preferencesOf(tx, caller);
  });
}
