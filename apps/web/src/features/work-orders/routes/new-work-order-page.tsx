import { EHR_LAUNCH_PARAM, EHR_PROVIDER_ORDERS_FROM_EHR } from '@dme/shared/ehr/launch';
import { WORK_ORDER_ERRORS } from '@dme/shared/work-orders/api';
import { Alert, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { canAddOrder, useAuthSession } from '../../../lib/auth-session';
import { useEhrLaunch } from '../api/ehr-launch';
import { useHcpcsCodes } from '../api/hcpcs-codes';
import { useNewReferralCode } from '../api/new-referral-code';
import { EhrLaunchEntry } from '../components/ehr-launch-entry';
import { WorkOrderForm } from '../components/work-order-form/work-order-form';

/** /work_orders/new (spec §2), typed by hand or, with `?ehr_launch=`, pre-filled from the EHR (issue 49). */
export function NewWorkOrderPage() {
  useDocumentTitle('New work order | Carelane');
  const [params] = useSearchParams();
  const launchId = params.get(EHR_LAUNCH_PARAM);
  const session = useAuthSession();
  const launch = useEhrLaunch(launchId);
  const referral = useNewReferralCode();
  const codes = useHcpcsCodes();

  // An EHR provider's orders come from the EHR: without a launch there is nothing to write here.
  if (!launchId && session && !canAddOrder(session)) return <OrdersComeFromTheEhr />;
  if (launch.isError) return <LaunchNoLongerOpen />;
  if (referral.isError || codes.isError)
    return (
      <QueryFallback
        isError
        loadingLabel="Loading the work order form"
        errorTitle="We could not open a new work order"
      />
    );
  // The pre-fill decides the form's first values, so a launched form waits for it.
  if (launchId && !launch.data)
    return <QueryFallback isError={false} loadingLabel="Reading the chart from your EHR" errorTitle="" />;
  // Drawn at once, its reads filling it in as they answer (and in the signed-in frame, prerender.ts).
  return (
    <WorkOrderForm
      referralCode={referral.data?.referralCode ?? null}
      codes={codes.data ?? null}
      launch={launch.data ?? null}
    />
  );
}

function OrdersComeFromTheEhr() {
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>New work order</Title>
      <Alert color="blue" icon={<IconAlertCircle size={18} aria-hidden />}>
        {EHR_PROVIDER_ORDERS_FROM_EHR}
      </Alert>
      <EhrLaunchEntry />
    </Stack>
  );
}

function LaunchNoLongerOpen() {
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>New work order</Title>
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {WORK_ORDER_ERRORS.ehrLaunchUsed}
      </Alert>
      <EhrLaunchEntry />
    </Stack>
  );
}
