import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, patientSessions } from '../../db/schema/index';
import { sha256 } from '../../lib/secure-token';
import { shopperWithCart } from '../../test/order-helpers';
import { patientBrowser } from '../../test/patient-session-helpers';
import { useTestApp } from '../../test/test-app';
import { findSessionPlan } from '../insurance/insurance.repo';
import { findLiveSessionWithPlan } from '../patient-session/session.repo';
import { findLiveSessionWithCart } from './cart.repo';

// The hot reads map their array rows by position (db/array-rows.ts): each must answer what the
// query builder's own mapping answers for the same rows, on PGlite and on PostgreSQL.
describe("a patient's session read as array rows", () => {
  const t = useTestApp();

  async function storedSessionOf(cookie: string | undefined) {
    const tokenHash = sha256(cookie ?? '');
    const [stored] = await t.database.db
      .select()
      .from(patientSessions)
      .where(eq(patientSessions.tokenHash, tokenHash));
    if (!stored) throw new Error('no stored session');
    return { tokenHash, stored };
  }

  it('answers an insured session with a cart as the query builder reads it: plan, items, dates', async () => {
    const { db } = t.database;
    const { browser } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603', 'CLN-100-001');
    const { tokenHash, stored: before } = await storedSessionOf(browser.cookies.session_id);
    await db
      .update(patientSessions)
      // Every column its own value, so that no two positions can be swapped unseen.
      .set({
        estimatedDueDate: '2027-01-15',
        eligibleForMachine: true,
        lastSeenAt: new Date(Date.now() - 5 * 60_000),
      })
      .where(eq(patientSessions.id, before.id));
    const { stored } = await storedSessionOf(browser.cookies.session_id);
    const pricingStatus = await findSessionPlan(db, stored.id, stored.insuranceStatusId ?? '');
    expect(pricingStatus?.benefits).toBeTruthy();
    const items = await db
      .select()
      .from(cartItems)
      .where(eq(cartItems.cartId, stored.cartId ?? ''));
    expect(items).toHaveLength(1);

    expect(await findLiveSessionWithPlan(db, tokenHash, null)).toEqual({ ...stored, pricingStatus });
    const { openCartLines, ...session } = (await findLiveSessionWithCart(db, tokenHash, null)) ?? {};
    expect(session).toEqual({ ...stored, pricingStatus });
    expect(openCartLines?.map((line) => line.item)).toEqual(items);
    expect(stored.lastSeenAt).toBeInstanceOf(Date);
  });

  it('answers a session without insurance and with an empty cart, and nothing for a token it does not know', async () => {
    const { db } = t.database;
    const browser = patientBrowser(t.app);
    await browser.useCode('CPA-PAP');
    const { tokenHash, stored } = await storedSessionOf(browser.cookies.session_id);

    expect(await findLiveSessionWithPlan(db, tokenHash, null)).toEqual({ ...stored, pricingStatus: null });
    expect(stored.cartId).not.toBeNull();
    expect(await findLiveSessionWithCart(db, tokenHash, null)).toEqual({
      ...stored,
      pricingStatus: null,
      openCartLines: [],
    });
    expect(await findLiveSessionWithPlan(db, sha256('unknown-token-0123456789'), null)).toBeUndefined();
    expect(await findLiveSessionWithCart(db, sha256('unknown-token-0123456789'), null)).toBeUndefined();
  });
});
