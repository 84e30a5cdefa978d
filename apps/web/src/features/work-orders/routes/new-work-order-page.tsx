import { useDocumentTitle } from '@mantine/hooks';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { useHcpcsCodes } from '../api/hcpcs-codes';
import { useNewReferralCode } from '../api/new-referral-code';
import { WorkOrderForm } from '../components/work-order-form/work-order-form';

/** /work_orders/new (spec §2). */
export function NewWorkOrderPage() {
  useDocumentTitle('New work order | Carelane');
  const referral = useNewReferralCode();
  const codes = useHcpcsCodes();

  if (referral.isError || codes.isError)
    return (
      <QueryFallback
        isError
        loadingLabel="Loading the work order form"
        errorTitle="We could not open a new work order"
      />
    );
  // Drawn at once, its reads filling it in as they answer (and in the signed-in frame, prerender.ts).
  return <WorkOrderForm referralCode={referral.data?.referralCode ?? null} codes={codes.data ?? null} />;
}
