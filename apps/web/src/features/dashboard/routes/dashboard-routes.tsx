import { Stack, Title } from '@mantine/core';
import { FulfillmentsTable } from '../../fulfillments';
import { WorkOrdersList } from '../../work-orders';
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
        <Stack gap="md" component="section" aria-labelledby="fulfillments" mt="lg">
          <Title order={2} id="fulfillments" fz="xl">
            Fulfillments
          </Title>
          <FulfillmentsTable />
        </Stack>
      </Stack>
    </DashboardLayout>
  );
}

/** "/" for a signed-in supplier (spec §2). */
export function SupplierDashboard() {
  return (
    <DashboardLayout>
      <Stack gap="lg">
        <DashboardHome title="Fulfillments" />
        <FulfillmentsTable />
      </Stack>
    </DashboardLayout>
  );
}
