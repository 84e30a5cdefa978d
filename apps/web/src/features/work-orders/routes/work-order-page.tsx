import { WORK_ORDER_ERRORS } from '@dme/shared/work-orders/api';
import { Center, Grid, Loader, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { notifications } from '../../../lib/toasts';
import { WorkOrderCompliance } from '../../compliance';
import { useWorkOrder } from '../api/work-order';
import { CoverageCard } from '../components/work-order-detail/coverage-card';
import { NextActions } from '../components/work-order-detail/next-actions';
import { PriorAuthCard } from '../components/work-order-detail/prior-auth-card';
import { ReferralCodeCard } from '../components/work-order-detail/referral-code-card';
import { WorkOrderDetails } from '../components/work-order-detail/work-order-details';

/** /work_orders/{uuid} (spec §2); a failed fetch goes back to / with a toast that stays. */
export function WorkOrderPage() {
  useDocumentTitle('Order submitted | Carelane');
  const { uuid = '' } = useParams();
  const workOrder = useWorkOrder(uuid);

  useEffect(() => {
    if (workOrder.isError)
      notifications.show({
        id: 'invalid-work-order',
        color: 'red',
        message: WORK_ORDER_ERRORS.invalidId,
        autoClose: false,
      });
  }, [workOrder.isError]);

  if (workOrder.isError) return <Navigate to={paths.home} replace />;
  if (!workOrder.data)
    return (
      <Center py="xl">
        <Loader aria-label="Loading the work order" />
      </Center>
    );

  return (
    <Stack gap="lg">
      <Title order={1}>Order submitted</Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <NextActions workOrder={workOrder.data} />
            <WorkOrderCompliance uuid={uuid} />
            <CoverageCard workOrder={workOrder.data} />
            <PriorAuthCard workOrder={workOrder.data} />
            <WorkOrderDetails workOrder={workOrder.data} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <ReferralCodeCard referralCode={workOrder.data.referralCode} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
