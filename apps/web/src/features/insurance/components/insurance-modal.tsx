import {
  type EligibilityCheckBody,
  INSURANCE_ERROR_TYPES,
  type InsuranceCarrier,
  type InsuranceStatus,
} from '@dme/shared/insurance/api';
import type { AdditionalInfo } from '@dme/shared/insurance/forms';
import { INSURANCE_MESSAGES } from '@dme/shared/insurance/messages';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { ModalHeader } from '../../../components/ui/modal-header';
import { ModalShell } from '../../../components/ui/modal-shell';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, TRY_AGAIN } from '../../../lib/api-errors';
import {
  closeInsuranceModal,
  type InsuranceModalStart,
  useInsuranceModalState,
} from '../../../lib/insurance-modal-store';
import { patientStore } from '../../../lib/patient-store';
import { useCart } from '../../cart';
import { useCheckEligibility } from '../api/check-eligibility';
import { useContactRequest } from '../api/contact-request';
import type { InsuranceCardReply } from '../api/insurance-card';
import { useInsuranceCarriers } from '../api/insurance-carriers';
import { useInsuranceStatus } from '../api/insurance-status';
import { useBreastPumpFacts } from '../use-breast-pump-facts';
import { AdditionalInfoForm } from './additional-info-form';
import { detailsFromCard } from './card-prefill';
import { CardUploadView } from './card-upload-view';
import { type ContactFormOutput, ContactRequestForm } from './contact-request-form';
import { EMPTY_DETAILS, InsuranceDetailsForm } from './insurance-details-form';
import { isDeductibleOnly, OnItView, PlanErrorView, PricingUnlockedView } from './insurance-result-views';

export const INSURANCE_MODAL_WIDTH = 500;

type View =
  | { name: 'upload' }
  | { name: 'form'; notice: string | null }
  | { name: 'unlocked'; status: InsuranceStatus }
  | { name: 'planError'; message: string }
  | { name: 'additional' }
  | {
      name: 'contact';
      message: string | null;
      asksCarrierName: boolean;
      carrierName: string;
      /** Reached from the details form (a carrier or plan we cannot check): it can go back there. */
      canGoBack: boolean;
      /** The back button's words, when going back means trying again (issue 47). */
      backLabel?: string;
    }
  | { name: 'onIt'; message: string };

const TITLES: Record<View['name'], string> = {
  upload: 'Unlock insurance pricing',
  form: 'Enter your insurance details',
  unlocked: 'Insurance Pricing Unlocked',
  planError: 'Coverage not confirmed',
  additional: 'Additional information',
  contact: 'We can help',
  onIt: "We're On It",
};

function titleOf(view: View, isUpdate: boolean) {
  if (view.name !== 'unlocked') return TITLES[view.name];
  // Spec patient §4: "Insurance Pricing Unlocked" (or "Updated") — unless nothing is cheaper yet.
  if (isDeductibleOnly(view.status))
    return isUpdate ? 'Insurance Coverage Updated' : 'Insurance Coverage Confirmed';
  return isUpdate ? 'Insurance Pricing Updated' : TITLES.unlocked;
}

/** The 500px insurance modal (spec patient §4 "Insurance modal"); mounted afresh on each open. */
export function InsuranceModal() {
  const { opened, start, openCount } = useInsuranceModalState();
  return (
    <ModalShell opened={opened} onClose={closeInsuranceModal} size={INSURANCE_MODAL_WIDTH}>
      <InsuranceFlow key={openCount} start={start} />
    </ModalShell>
  );
}

function InsuranceFlow({ start }: { start: InsuranceModalStart }) {
  const navigate = useNavigate();
  const { isActive: hadInsurance } = useInsuranceStatus();
  // "Updated" when the session already had a plan before this check.
  const [isUpdate, setIsUpdate] = useState(false);
  const [view, setView] = useState<View>(
    start === 'upload' ? { name: 'upload' } : { name: 'form', notice: null },
  );
  const [details, setDetails] = useState<EligibilityCheckBody>(EMPTY_DETAILS);
  const [extra, setExtra] = useState<AdditionalInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const carriers = useInsuranceCarriers().data ?? [];
  const cart = useCart().data ?? null;
  const facts = useBreastPumpFacts();
  const eligibility = useCheckEligibility();
  const contact = useContactRequest();

  const go = (next: View) => {
    setError(null);
    setView(next);
  };
  const carrierName = carriers.find((carrier) => carrier.uuid === details.carrier)?.name ?? '';
  const toContact = (
    message: string | null,
    carrier: InsuranceCarrier | null,
    {
      asksCarrierName = false,
      canGoBack = false,
      backLabel,
    }: { asksCarrierName?: boolean; canGoBack?: boolean; backLabel?: string } = {},
  ) =>
    go({
      name: 'contact',
      message,
      asksCarrierName,
      carrierName: carrier?.name ?? carrierName,
      canGoBack,
      ...(backLabel ? { backLabel } : {}),
    });

  const readCard = (reply: InsuranceCardReply) => {
    if (reply.isACoveredCaliforniaPlan)
      return toContact(INSURANCE_MESSAGES.unsupportedStateExchangePlan, null);
    const prefill = detailsFromCard(reply, carriers);
    setDetails(prefill.values);
    go({ name: 'form', notice: prefill.notice });
  };

  const submitDetails = (checked: Parameters<typeof eligibility.mutate>[0], typed: EligibilityCheckBody) => {
    setDetails(typed);
    setError(null);
    setIsUpdate(hadInsurance);
    eligibility.mutate(checked, {
      onSuccess: (status) => go({ name: 'unlocked', status }),
      onError: (failure) => {
        const type = failure instanceof ApiError ? failure.data.type : undefined;
        const serverText = failure instanceof ApiError ? failure.data.error : undefined;
        // The server's text names the field the payer could not match (issue 47).
        if (type === INSURANCE_ERROR_TYPES.healthPlan)
          return go({ name: 'planError', message: serverText ?? INSURANCE_MESSAGES.confirmInformation });
        if (type === INSURANCE_ERROR_TYPES.unsupportedPlan)
          return toContact(serverText ?? INSURANCE_MESSAGES.unsupportedPlan, null, { canGoBack: true });
        // The payer cannot answer now: try again, or leave details; our own set-up: leave details.
        if (type === INSURANCE_ERROR_TYPES.payerUnavailable)
          return toContact(serverText ?? INSURANCE_MESSAGES.payerUnavailable, null, {
            canGoBack: true,
            backLabel: 'Try Again',
          });
        if (type === INSURANCE_ERROR_TYPES.checkUnavailable)
          return toContact(serverText ?? INSURANCE_MESSAGES.checkUnavailable, null, {
            canGoBack: true,
            backLabel: 'Back to My Details',
          });
        // Too many checks from one address says when to try again; anything else, to try again.
        setError(errorMessage(failure, TRY_AGAIN, (status) => status === 429));
      },
    });
  };

  const submitContact = ({ confirmed: _, ...values }: ContactFormOutput) => {
    setError(null);
    contact.mutate(
      { ...extra, ...values, insuranceCarrierName: values.insuranceCarrierName || carrierName || undefined },
      {
        onSuccess: ({ message }) => go({ name: 'onIt', message }),
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  const viewPumps = () => {
    patientStore.update(() => ({ shoppingProgress: { currentStepIndex: 0 } }));
    closeInsuranceModal();
    navigate(paths.shop, { state: { stepIndex: 0 } });
  };

  const title = titleOf(view, isUpdate);
  return (
    <>
      <ModalHeader title={title} />
      <Modal.Body px="xl" pb="xl">
        {view.name === 'upload' && (
          <CardUploadView onRead={readCard} onEnterManually={() => go({ name: 'form', notice: null })} />
        )}
        {view.name === 'form' && (
          <InsuranceDetailsForm
            defaultValues={details}
            notice={view.notice}
            error={error}
            isSubmitting={eligibility.isPending}
            onSubmit={submitDetails}
            onCarrierWithoutCheck={(carrier, typed) => {
              setDetails(typed);
              if (carrier) toContact(INSURANCE_MESSAGES.noSuppliers, carrier, { canGoBack: true });
              else
                toContact(INSURANCE_MESSAGES.unknownCarrier, null, {
                  asksCarrierName: true,
                  canGoBack: true,
                });
            }}
          />
        )}
        {view.name === 'unlocked' && (
          <PricingUnlockedView
            status={view.status}
            offersOtherPumps={view.status.insuranceSavingsAvailable && facts.cartHasPump}
            onClose={closeInsuranceModal}
            onViewPumps={viewPumps}
          />
        )}
        {view.name === 'planError' && (
          <PlanErrorView
            message={view.message}
            onEdit={() => go({ name: 'form', notice: null })}
            onAddInformation={() => go({ name: 'additional' })}
            onClose={closeInsuranceModal}
          />
        )}
        {view.name === 'additional' && (
          <AdditionalInfoForm
            defaultValues={{
              product: cart?.cartItems[0]?.title ?? '',
              fullName: [details.firstName, details.lastName].filter(Boolean).join(' '),
              memberId: details.memberId,
              medicalGroup: '-',
              birthDate: details.patientBirthDate,
            }}
            onSubmit={(values) => {
              setExtra(values);
              toContact(null, null);
            }}
          />
        )}
        {view.name === 'contact' && (
          <ContactRequestForm
            asksCarrierName={view.asksCarrierName}
            isBreastPump={facts.isBreastPump}
            message={view.message}
            defaultCarrierName={view.asksCarrierName ? '' : view.carrierName}
            error={error}
            isSubmitting={contact.isPending}
            onSubmit={submitContact}
            onBack={view.canGoBack ? () => go({ name: 'form', notice: null }) : undefined}
            backLabel={view.backLabel}
          />
        )}
        {view.name === 'onIt' && <OnItView message={view.message} onClose={closeInsuranceModal} />}
      </Modal.Body>
    </>
  );
}
