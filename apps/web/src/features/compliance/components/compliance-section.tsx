import type { ComplianceReply } from '@dme/shared/compliance/api';
import { Alert, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useFulfillmentCompliance, useWorkOrderCompliance } from '../api/compliance';
import { ComplianceCard } from './compliance-card';

/** One card per fulfillment with usage data; nothing while loading or when there is none. */
function ComplianceCards({
  query,
  emptyText,
}: {
  query: UseQueryResult<ComplianceReply>;
  emptyText?: string;
}) {
  if (query.isError)
    return (
      <Alert color="red" variant="light">
        The usage data could not be loaded. Please try again.
      </Alert>
    );
  const reports = query.data?.data ?? [];
  if (reports.length === 0)
    return emptyText && query.data ? <Alert variant="light">{emptyText}</Alert> : null;
  return (
    <Stack gap="lg">
      {reports.map((report) => (
        <ComplianceCard key={report.fulfillmentConfirmationNumber} report={report} />
      ))}
    </Stack>
  );
}

/** The provider's work order page. */
export function WorkOrderCompliance({ uuid }: { uuid: string }) {
  return <ComplianceCards query={useWorkOrderCompliance(uuid)} />;
}

/** The supplier's (or provider's) view of one fulfillment. */
export function FulfillmentCompliance({ number }: { number: string }) {
  return (
    <ComplianceCards
      query={useFulfillmentCompliance(number)}
      emptyText="No machine data yet: upload the STR.edf from the CPAP's SD card, or a CSV of date and hours used."
    />
  );
}
