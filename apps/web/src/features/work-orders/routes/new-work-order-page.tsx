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

  if (!referral.data || !codes.data)
    return (
      <QueryFallback
        isError={referral.isError || codes.isError}
        loadingLabel="Loading the work order form"
        errorTitle="We could not open a new work order"
      />
    );
  return <WorkOrderForm referralCode={referral.data.referralCode} codes={codes.data} />;
}
