import { Alert, Center, Loader } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
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
      <Alert color="red" title="We could not open a new work order">
        Please reload the page.
      </Alert>
    );
  if (!referral.data || !codes.data)
    return (
      <Center py="xl">
        <Loader aria-label="Loading the work order form" />
      </Center>
    );
  return <WorkOrderForm referralCode={referral.data.referralCode} codes={codes.data} />;
}
