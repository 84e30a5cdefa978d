import type { WorkOrderSummary } from '@dme/shared/work-orders/api';
import type { PacketType } from '@dme/shared/work-orders/packet-types';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { generatePath, Link } from 'react-router';
import { paths } from '../../../app/paths';
import { StatusTag } from '../../../components/ui/status-tag';
import { formatDate } from '../../../lib/format';
import { groupByPrimaryContact, patientLabel } from '../grouping';
import type { SortField, SortState } from '../sorting';
import { CoverageTag } from './coverage-tag';
import { DocumentStatuses, DocumentTypes } from './document-icons';
import { PriorAuthDeadlineNote } from './prior-auth-deadline';
import { PriorAuthTag } from './prior-auth-tag';
import { SortableHeader } from './sortable-header';

const SORTABLE_COLUMNS: { field: SortField; label: string }[] = [
  { field: 'patient', label: 'PATIENT' },
  { field: 'date', label: 'DATE' },
  { field: 'status', label: 'STATUS' },
  { field: 'prior_auth_status', label: 'PRIOR AUTH STATUS' },
];

interface WorkOrdersTableProps {
  workOrders: WorkOrderSummary[];
  sort: SortState;
  onSort: (field: SortField) => void;
  onOpenDocuments: (workOrder: WorkOrderSummary, packetType: PacketType) => void;
}

export function WorkOrdersTable({ workOrders, sort, onSort, onOpenDocuments }: WorkOrdersTableProps) {
  return (
    // Between a phone (cards) and a wide screen, a narrow window scrolls the table sideways.
    <Table.ScrollContainer minWidth={1000} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-label="Work orders">
        <Table.Thead>
          <Table.Tr>
            {SORTABLE_COLUMNS.map((column) => (
              <SortableHeader key={column.field} {...column} sort={sort} onSort={onSort} />
            ))}
            <Table.Th>COVERAGE</Table.Th>
            <Table.Th>DOC TYPE</Table.Th>
            <Table.Th>DOC STATUS</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groupByPrimaryContact(workOrders).map(({ workOrder, isFirstOfGroup }) => (
            <Table.Tr
              key={workOrder.uuid}
              style={isFirstOfGroup ? undefined : { borderTopColor: 'transparent' }}
              data-first-of-group={isFirstOfGroup || undefined}
            >
              <Table.Td>
                <Stack gap={2}>
                  {isFirstOfGroup && (
                    <>
                      <Text fw={600} size="sm">
                        {patientLabel(workOrder)}
                      </Text>
                      {workOrder.patientDob && (
                        <Text size="xs" c="dimmed">
                          DoB {formatDate(workOrder.patientDob)}
                        </Text>
                      )}
                    </>
                  )}
                  <Anchor
                    component={Link}
                    to={generatePath(paths.workOrder, { uuid: workOrder.uuid })}
                    size="sm"
                    aria-label={`View work order for ${patientLabel(workOrder)} from ${formatDate(workOrder.createdAt)}`}
                  >
                    View
                  </Anchor>
                </Stack>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(workOrder.createdAt)}</Table.Td>
              <Table.Td>
                <StatusTag status={workOrder.displayStatus} />
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <PriorAuthTag workOrder={workOrder} />
                  <PriorAuthDeadlineNote deadline={workOrder.priorAuthDeadline} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <CoverageTag verdict={workOrder.coverageVerdict} />
              </Table.Td>
              <Table.Td>
                <DocumentTypes workOrder={workOrder} />
              </Table.Td>
              <Table.Td>
                <DocumentStatuses
                  workOrder={workOrder}
                  onOpen={(packetType) => onOpenDocuments(workOrder, packetType)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
