import type { WorkOrderDetail } from '@dme/shared/work-orders/api';
import { VERTICAL_NAMES } from '@dme/shared/work-orders/constants';
import { Anchor, Button, Card, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../app/paths';
import { CoverSheet, CoverSheetPrintCopy } from './cover-sheet';

/** Spec §2: a Breast Pump order needs the paper prescription; others the required documentation. */
export const documentsNoun = (workOrder: WorkOrderDetail) =>
  workOrder.productVerticalName === VERTICAL_NAMES.breastPump
    ? 'paper prescription'
    : 'required documentation';

function Action({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <ThemeIcon radius="xl" size="lg" variant="light" aria-hidden>
        {step}
      </ThemeIcon>
      <Stack gap={4} style={{ flex: 1 }}>
        <Text fw={700}>{title}</Text>
        {children}
      </Stack>
    </Group>
  );
}

export function NextActions({ workOrder }: { workOrder: WorkOrderDetail }) {
  const [isSheetOpen, sheet] = useDisclosure(false);
  const noun = documentsNoun(workOrder);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="next-action">
      <Title order={2} size="h4" id="next-action" mb="md">
        Next action: send the {noun}
      </Title>
      <Stack gap="lg">
        <Action step={1} title="Action 1: Upload">
          <Text>
            Upload the {noun} through the{' '}
            <Anchor component={Link} to={paths.home}>
              work orders dashboard
            </Anchor>
            : use the document icons on this patient's row.
          </Text>
        </Action>
        <Action step={2} title="Action 2: Fax">
          <Text>
            Or fax the {noun} with a cover sheet to <strong>{workOrder.fax.email}</strong> or{' '}
            <strong>{workOrder.fax.number}</strong>.
          </Text>
          <Group>
            <Button
              variant="default"
              leftSection={<IconPrinter size={18} aria-hidden />}
              onClick={sheet.open}
            >
              Print cover sheet
            </Button>
          </Group>
        </Action>
      </Stack>
      <Modal opened={isSheetOpen} onClose={sheet.close} title="Cover sheet" size="xl">
        <Stack>
          <div data-testid="cover-sheet">
            <CoverSheet workOrder={workOrder} />
          </div>
          <CoverSheetPrintCopy workOrder={workOrder} />
          <Group justify="flex-end">
            <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
              Print
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
