import { Stack } from '@mantine/core';
import { WorkOrdersList } from '../../work-orders/components/work-orders-list';
import { DashboardHome } from '../components/dashboard-home';
import { DashboardLayout } from '../components/dashboard-layout';

export { DashboardLayout };

/** "/" for a signed-in provider (spec §2). */
export function ProviderDashboard() {
  return (
    <DashboardLayout>
      <Stack gap="lg">
        <DashboardHome title="Work Orders" />
        <WorkOrdersList />
      </Stack>
    </DashboardLayout>
  );
}

/** "/" for a signed-in supplier (spec §2). */
export function SupplierDashboard() {
  return (
    <DashboardLayout>
      <DashboardHome title="Fulfillments" />
    </DashboardLayout>
  );
}
