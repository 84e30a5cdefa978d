import {
  type eligibilityCheckBodySchema,
  INSURANCE_ERROR_TYPES,
  INSURANCE_MESSAGES,
} from '@dme/shared/insurance/api';
import { type EligibilityStatus, PRICED_ELIGIBILITY_STATUSES } from '@dme/shared/insurance/eligibility';
import type { z } from 'zod';
import type {
  EligibilityAnswer,
  EligibilityChecker,
  EligibilityRequest,
} from '../../adapters/eligibility/index';
import type { Database } from '../../db/client';
import type { insuranceStatuses } from '../../db/schema/index';
import { DomainError, notFound } from '../../lib/domain-error';
import { accessEntry, recordAccess } from '../audit/audit.repo';
import type { AuditCaller } from '../audit/audit-caller';
import type { PatientSessionRow } from '../patient-session/session.repo';
import { updateSession } from '../patient-session/session.repo';
import { formatUsd } from '../pricing/money';
import { priceLines } from '../pricing/pricing';
import { findVariants } from '../shop/catalogue.repo';
import { insertCheckedStatus } from './eligibility-check.repo';
import { failureRefusal, recordEligibilityFailure } from './eligibility-failure.service';
import { findCarrier, findLatestUserStatus, findSessionStatus } from './insurance.repo';
import { planOfStatus } from './pricing-plan';

type StatusRow = typeof insuranceStatuses.$inferSelect;

const toPlan = (status: StatusRow, carrierName: string) => ({
  patientFullName: `${status.firstName} ${status.lastName}`,
  insuranceCarrierName: carrierName,
  insuranceMemberId: status.memberId,
});

/**
 * Whether the status's plan lowers the price of anything in this session's catalogue (the status
 * is at hand: no plan read). Each item is priced on its own, as the shop shows it: pricing the whole
 * catalogue as one cart would spend a $2,500 deductible on the first items and report "savings" on
 * the rest (issue 13 item 4).
 */
async function hasSavings(db: Database, session: PatientSessionRow, status: StatusRow) {
  const plan = await planOfStatus(db, status);
  if (!plan) return false;
  const rows = await findVariants(db, { consultationId: session.consultationId });
  return rows.some((row) => {
    const [price] = priceLines(
      [
        {
          hcpcsCode: row.code,
          retailUnitCents: row.variant.retailCostCents,
          quantity: 1,
          isCashOnly: row.product.isCashOnly,
        },
      ],
      plan,
    );
    return (price?.savingsCents ?? 0) > 0;
  });
}

const deductibleRemaining = (status: StatusRow) => {
  const cents = status.benefits?.deductibleRemainingCents ?? 0;
  return cents > 0 ? formatUsd(cents) : null;
};

async function describeStatus(
  db: Database,
  session: PatientSessionRow,
  status: StatusRow,
  carrierName: string,
) {
  return {
    uuid: status.id,
    active: PRICED_ELIGIBILITY_STATUSES.includes(status.status),
    requiresAuthorization: status.status === 'requires_authorization',
    dmeBenefitsConfirmed: status.dmeBenefitsConfirmed,
    patientInsurancePlan: toPlan(status, carrierName),
    insuranceSavingsAvailable: await hasSavings(db, session, status),
    deductibleRemaining: deductibleRemaining(status),
  };
}

/**
 * Asks the payer. The checker answers every documented outcome without throwing; anything it still
 * throws (a bug, a fake) is our own failure: "we could not check your plan", never a 5xx. Only the
 * error's class is kept: its message may quote the request.
 */
async function askPayer(
  eligibility: EligibilityChecker,
  request: EligibilityRequest,
): Promise<EligibilityAnswer> {
  try {
    return await eligibility.check(request);
  } catch (error) {
    return {
      outcome: 'failure',
      failure: {
        kind: 'not_checkable',
        fields: [],
        reason: `the eligibility adapter failed (${error instanceof Error ? error.name : typeof error})`,
        codes: ['adapter:threw'],
        httpStatus: null,
      },
    };
  }
}

/** The payer's word that ends an earlier "covered" for the same member (issue 47). */
const ENDS_COVERAGE = new Set(['inactive', 'not_covered']);

/**
 * Checks eligibility with the payer and, when covered, makes the plan price this session. Every
 * check is kept (audit); only a covered one becomes the session's status. A check that gave no
 * answer (issue 47) is kept for operations and answered in its class: check what you typed, the
 * payer cannot answer now, or we could not check your plan.
 */
export async function checkEligibility(
  { db, eligibility, supportEmail }: { db: Database; eligibility: EligibilityChecker; supportEmail: string },
  session: PatientSessionRow,
  userId: string | null,
  body: z.output<typeof eligibilityCheckBodySchema>,
  caller: AuditCaller,
) {
  const carrier = await findCarrier(db, body.carrier);
  if (!carrier)
    throw new DomainError('unprocessable', INSURANCE_MESSAGES.unknownCarrier, {
      type: INSURANCE_ERROR_TYPES.unsupportedPlan,
    });
  if (!carrier.hasSuppliers)
    throw new DomainError('unprocessable', INSURANCE_MESSAGES.noSuppliers, {
      type: INSURANCE_ERROR_TYPES.unsupportedPlan,
    });

  const answer = await askPayer(eligibility, {
    payerId: carrier.payerId,
    carrierName: carrier.name,
    memberId: body.memberId,
    firstName: body.firstName,
    lastName: body.lastName,
    birthDate: body.patientBirthDate,
  });
  if (answer.outcome === 'failure') {
    await recordEligibilityFailure(
      db,
      { sessionId: session.id, carrier, failure: answer.failure, adapter: eligibility.name },
      { supportEmail, caller },
    );
    throw failureRefusal(answer.failure);
  }
  const { result } = answer;
  const pricesSession = PRICED_ELIGIBILITY_STATUSES.includes(result.status);
  const status = await insertCheckedStatus(
    db,
    {
      sessionId: session.id,
      userId,
      carrierId: carrier.id,
      memberId: body.memberId,
      firstName: body.firstName,
      lastName: body.lastName,
      birthDate: body.patientBirthDate,
      status: result.status,
      isStateExchangePlan: result.isStateExchangePlan,
      // Only a priced status keeps benefits: nothing else may price (issue 47).
      benefits: pricesSession ? result.benefits : null,
      dmeBenefitsConfirmed: pricesSession && result.dmeBenefitsConfirmed,
    },
    {
      pricesSession,
      clearsSameMember: ENDS_COVERAGE.has(result.status),
      audit: accessEntry(caller, {
        action: `insurance.checked.${result.status}`,
        subjectType: 'insurance_status',
      }),
    },
  );

  refuseUncovered(result);
  session.insuranceStatusId = status.id;
  return describeStatus(db, session, status, carrier.name);
}

/** The payer's "no", as the form shows it: the check itself is already kept. */
function refuseUncovered(result: { status: EligibilityStatus; isStateExchangePlan: boolean }) {
  if (result.status === 'inactive') {
    throw new DomainError('unprocessable', INSURANCE_MESSAGES.confirmInformation, {
      type: INSURANCE_ERROR_TYPES.healthPlan,
    });
  }
  if (result.status === 'unsupported_plan') {
    const message = result.isStateExchangePlan
      ? INSURANCE_MESSAGES.unsupportedStateExchangePlan
      : INSURANCE_MESSAGES.unsupportedPlan;
    throw new DomainError('unprocessable', message, { type: INSURANCE_ERROR_TYPES.unsupportedPlan });
  }
  // Issue 47: an active plan that does not cover DME, or neither confirms nor denies it, prices
  // nothing; the contact request is offered.
  if (result.status === 'not_covered')
    throw new DomainError('unprocessable', INSURANCE_MESSAGES.dmeNotCovered, {
      type: INSURANCE_ERROR_TYPES.unsupportedPlan,
    });
  if (result.status === 'not_confirmed')
    throw new DomainError('unprocessable', INSURANCE_MESSAGES.dmeCoverageNotConfirmed, {
      type: INSURANCE_ERROR_TYPES.unsupportedPlan,
    });
}

export async function getSessionStatus(db: Database, session: PatientSessionRow, caller: AuditCaller) {
  return db.transaction(async (tx) => {
    const row = session.insuranceStatusId
      ? await findSessionStatus(tx, session.id, session.insuranceStatusId)
      : undefined;
    if (!row) throw notFound(INSURANCE_MESSAGES.noInsurance);
    await recordAccess(tx, caller, {
      action: 'insurance_status.viewed',
      subjectType: 'insurance_status',
      subjectId: row.status.id,
    });
    return describeStatus(tx, session, row.status, row.carrierName);
  });
}

/** "Remove insurance": prices go back to retail. */
export async function removeSessionStatus(db: Database, session: PatientSessionRow, caller: AuditCaller) {
  await db.transaction(async (tx) => {
    await updateSession(tx, session.id, { insuranceStatusId: null });
    await recordAccess(tx, caller, {
      action: 'insurance_status.removed',
      subjectType: 'insurance_status',
      ...(session.insuranceStatusId ? { subjectId: session.insuranceStatusId } : {}),
    });
  });
}

/** The Insurance Information page of a signed-in patient. */
export async function getPatientInsurancePlan(db: Database, userId: string, caller: AuditCaller) {
  return db.transaction(async (tx) => {
    const row = await findLatestUserStatus(tx, userId);
    if (!row) throw notFound(INSURANCE_MESSAGES.noInsurance);
    await recordAccess(tx, caller, {
      action: 'insurance_plan.viewed',
      subjectType: 'insurance_status',
      subjectId: row.status.id,
    });
    return { ...toPlan(row.status, row.carrierName), dmeBenefitsConfirmed: row.status.dmeBenefitsConfirmed };
  });
}
