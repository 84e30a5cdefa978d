import type { WorkOrderListQuery, WorkOrderListReply, WorkOrderSummary } from '@dme/shared/work-orders/api';
import type { PacketType } from '@dme/shared/work-orders/packet-types';
import { isSearchActive, parseWorkOrderSearch } from '@dme/shared/work-orders/search';
import { Box, Group, Pagination, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { paths } from '../../../app/paths';
import { LinkButton } from '../../../components/ui/link-button';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { canAddOrder, useAuthSession } from '../../../lib/auth-session';
import { useIsPhone } from '../../../lib/use-is-phone';
import { ComplianceFilter } from '../../compliance';
import { useWorkOrderListParams } from '../api/list-params';
import { useWorkOrders } from '../api/work-orders';
import type { SortField } from '../sorting';
import { CoverageFilter } from './coverage-filter';
import { EhrLaunchEntry } from './ehr-launch-entry';
import type { PatientPacketTarget } from './patient-packet-modal';
import { SortSelect } from './sort-select';
import { WorkOrderCards } from './work-order-cards';
import { WorkOrderSearch } from './work-order-search';
import { WorkOrdersTable } from './work-orders-table';

// Loaded when first opened: its uploads are not part of the dashboard's first load.
const PatientPacketModal = lazy(async () => ({
  default: (await import('./patient-packet-modal')).PatientPacketModal,
}));

export const countText = (total: number, searchText: string) => {
  const count = total === 0 ? 'No results' : `${total} work order(s)`;
  return isSearchActive(parseWorkOrderSearch(searchText)) ? `${count} matching "${searchText}"` : count;
};

/**
 * The provider's Work Orders list on "/" (spec §2). Its search and filters are there before the
 * list arrives (and in the signed-in frame, build/prerender.ts), so nothing below them moves.
 */
export function WorkOrdersList() {
  const { query, search, filterCoverage, filterCompliance, sortBy, sortTo, goToPage } =
    useWorkOrderListParams();
  const isPhone = useIsPhone();
  const workOrders = useWorkOrders(query);
  const [searchInvalid, setSearchInvalid] = useState(false);
  return (
    <Stack gap="md">
      <Group align="flex-start" gap="md">
        <Box flex="1 1 320px">
          <WorkOrderSearch value={query.query ?? ''} onSearch={search} onInvalid={setSearchInvalid} />
        </Box>
        <CoverageFilter value={query.coverage} onChange={filterCoverage} />
        <ComplianceFilter value={query.compliance} onChange={filterCompliance} />
        {isPhone && <SortSelect sort={query} onChange={sortTo} />}
      </Group>
      <EhrLaunchEntry />
      {workOrders.isSuccess ? (
        <WorkOrderResults
          page={workOrders.data}
          query={query}
          showCount={!searchInvalid}
          asCards={isPhone}
          onSort={sortBy}
          onPage={goToPage}
        />
      ) : (
        // As tall as the screen while it loads: what follows the list (the provider's fulfillments)
        // stays out of view instead of jumping down when the rows arrive.
        <Box mih="100vh">
          <QueryFallback
            isError={workOrders.isError}
            loadingLabel="Loading work orders"
            errorTitle="We could not load your work orders"
          />
        </Box>
      )}
    </Stack>
  );
}

function WorkOrderResults({
  page: { data, meta },
  query,
  showCount,
  asCards,
  onSort,
  onPage,
}: {
  page: WorkOrderListReply;
  query: WorkOrderListQuery;
  showCount: boolean;
  /** Below the spec's 48em breakpoint seven columns do not fit: each work order is a card. */
  asCards: boolean;
  onSort: (field: SortField) => void;
  onPage: (page: number) => void;
}) {
  const session = useAuthSession();
  const [documents, setDocuments] = useState<PatientPacketTarget | null>(null);
  const searchText = query.query ?? '';
  const isEmpty = meta.total === 0 && !searchText && !query.coverage && !query.compliance;
  const pages = Math.ceil(meta.total / meta.perPage);
  const open = documents && data.find((workOrder) => workOrder.uuid === documents.workOrderUuid);
  const openDocuments = (workOrder: WorkOrderSummary, packetType: PacketType) =>
    setDocuments({ workOrderUuid: workOrder.uuid, packetType });
  return (
    <>
      {showCount && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {countText(meta.total, searchText)}
        </Text>
      )}
      {isEmpty ? (
        canAddOrder(session) && (
          <Group>
            <LinkButton to={paths.workOrdersNew} leftSection={<IconPlus size={18} aria-hidden />}>
              Add new order
            </LinkButton>
          </Group>
        )
      ) : asCards ? (
        <WorkOrderCards workOrders={data} onOpenDocuments={openDocuments} />
      ) : (
        <WorkOrdersTable workOrders={data} sort={query} onSort={onSort} onOpenDocuments={openDocuments} />
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={meta.page}
          onChange={onPage}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        />
      )}
      {open && documents && (
        <Suspense fallback={null}>
          <PatientPacketModal
            workOrder={open}
            packetType={documents.packetType}
            onClose={() => setDocuments(null)}
          />
        </Suspense>
      )}
    </>
  );
}
