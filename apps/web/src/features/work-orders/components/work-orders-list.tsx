import { isSearchActive, parseWorkOrderSearch } from '@dme/shared/work-orders/search';
import { Box, Group, Pagination, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { paths } from '../../../app/paths';
import { LinkButton } from '../../../components/ui/link-button';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { canAddOrder, useAuthSession } from '../../../lib/auth-session';
import { ComplianceFilter } from '../../compliance';
import { useWorkOrderListParams } from '../api/list-params';
import { useWorkOrders } from '../api/work-orders';
import { CoverageFilter } from './coverage-filter';
import { PatientPacketModal, type PatientPacketTarget } from './patient-packet-modal';
import { WorkOrderSearch } from './work-order-search';
import { WorkOrdersTable } from './work-orders-table';

export const countText = (total: number, searchText: string) => {
  const count = total === 0 ? 'No results' : `${total} work order(s)`;
  return isSearchActive(parseWorkOrderSearch(searchText)) ? `${count} matching "${searchText}"` : count;
};

/** The provider's Work Orders list on "/" (spec §2). */
export function WorkOrdersList() {
  const session = useAuthSession();
  const { query, search, filterCoverage, filterCompliance, sortBy, goToPage } = useWorkOrderListParams();
  const workOrders = useWorkOrders(query);
  const [documents, setDocuments] = useState<PatientPacketTarget | null>(null);
  const searchText = query.query ?? '';

  if (!workOrders.isSuccess)
    return (
      <QueryFallback
        isError={workOrders.isError}
        loadingLabel="Loading work orders"
        errorTitle="We could not load your work orders"
      />
    );

  const { data, meta } = workOrders.data;
  const isEmpty = meta.total === 0 && !searchText && !query.coverage && !query.compliance;
  const pages = Math.ceil(meta.total / meta.perPage);
  const open = documents && data.find((workOrder) => workOrder.uuid === documents.workOrderUuid);

  return (
    <Stack gap="md">
      <Group align="flex-start" gap="md">
        <Box flex="1 1 320px">
          <WorkOrderSearch value={searchText} onSearch={search} />
        </Box>
        <CoverageFilter value={query.coverage} onChange={filterCoverage} />
        <ComplianceFilter value={query.compliance} onChange={filterCompliance} />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {countText(meta.total, searchText)}
      </Text>
      {isEmpty ? (
        canAddOrder(session) && (
          <Group>
            <LinkButton to={paths.workOrdersNew} leftSection={<IconPlus size={18} aria-hidden />}>
              Add new order
            </LinkButton>
          </Group>
        )
      ) : (
        <WorkOrdersTable
          workOrders={data}
          sort={query}
          onSort={sortBy}
          onOpenDocuments={(workOrder, packetType) =>
            setDocuments({ workOrderUuid: workOrder.uuid, packetType })
          }
        />
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={meta.page}
          onChange={goToPage}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        />
      )}
      {open && documents && (
        <PatientPacketModal
          workOrder={open}
          packetType={documents.packetType}
          onClose={() => setDocuments(null)}
        />
      )}
    </Stack>
  );
}
