import { Box, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIsPhone } from '../../../lib/use-is-phone';

export interface Column<T> {
  label: string;
  render: (row: T) => ReactNode;
  /** The column's width on a desktop; columns without one share what is left. */
  width?: number;
}

/**
 * A console list: a table on a desktop, and on a phone one card per row with every column as a
 * labelled field, so nothing scrolls sideways. `actions` sits at the end of a row, or atop its card.
 */
export function DataList<T>({
  label,
  rows,
  rowKey,
  columns,
  actions,
  actionsWidth = 200,
  empty,
}: {
  label: string;
  rows: T[];
  rowKey: (row: T) => string;
  columns: Column<T>[];
  actions?: (row: T) => ReactNode;
  /** Room for the row's buttons on a desktop. */
  actionsWidth?: number;
  empty: string;
}) {
  const isPhone = useIsPhone();
  if (rows.length === 0)
    return (
      <Paper withBorder radius="lg" p="xl">
        <Text c="gray.7" ta="center">
          {empty}
        </Text>
      </Paper>
    );

  if (isPhone) {
    const [first, ...rest] = columns;
    return (
      <Stack component="ul" aria-label={label} gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Paper component="li" key={rowKey(row)} withBorder radius="lg" p="md">
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Box miw={0} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {first?.render(row)}
                </Box>
                {actions?.(row)}
              </Group>
              <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing="xs" m={0}>
                {rest.map((column) => (
                  <Box key={column.label} miw={0}>
                    <Text component="dt" tt="uppercase" fz="xs" fw={600} c="gray.7">
                      {column.label}
                    </Text>
                    <Box component="dd" m={0} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                      {column.render(row)}
                    </Box>
                  </Box>
                ))}
              </SimpleGrid>
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="lg" px="md" py="xs">
      <Table verticalSpacing="sm" aria-label={label} layout="fixed">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label} w={column.width} tt="uppercase" fz="xs" c="gray.7">
                {column.label}
              </Table.Th>
            ))}
            {actions && (
              <Table.Th w={actionsWidth}>
                <Text component="span" fz="xs" c="gray.7" tt="uppercase">
                  Actions
                </Text>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.label} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  {column.render(row)}
                </Table.Td>
              ))}
              {actions && <Table.Td>{actions(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
