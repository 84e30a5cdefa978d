import { FAX_INBOX_STATUSES, type FaxDetailReply, type FaxSummary } from '@dme/shared/operations/faxes';
import { Anchor, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { opsPaths } from '../../../app/paths';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { notifications } from '../../../lib/toasts';
import { useDiscardFax, useFax } from '../api/faxes';
import { AssignFaxForm } from '../components/assign-fax-form';
import {
  CoverSheetWarning,
  FAX_SOURCE_LABELS,
  FaxStatusBadge,
  faxTime,
  faxTitle,
  faxWorkOrder,
} from '../components/fax-status';

const inInbox = (fax: FaxSummary) => (FAX_INBOX_STATUSES as readonly string[]).includes(fax.status);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box miw={0}>
      <Text component="dt" tt="uppercase" fz="xs" fw={600} c="gray.7">
        {label}
      </Text>
      <Box component="dd" m={0} fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

function FaxActions({ fax }: { fax: FaxDetailReply }) {
  const navigate = useNavigate();
  const discard = useDiscardFax();
  const confirmDiscard = () =>
    modals.openConfirmModal({
      title: 'Discard this fax?',
      children: 'It leaves the inbox without being filed to any work order. It stays listed under Discarded.',
      labels: { confirm: 'Discard', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        discard.mutate(fax.id, {
          onSuccess: () => {
            notifications.show({ message: 'Fax discarded' });
            navigate(opsPaths.faxes);
          },
          onError: (error) => notifications.show({ color: 'red', message: error.message }),
        }),
    });
  const assigned = (filed: FaxSummary) => {
    notifications.show({ color: 'green', message: `Fax filed to ${faxWorkOrder(filed)}` });
    navigate(opsPaths.faxes);
  };
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Assign to work order
        </Title>
        <AssignFaxForm fax={fax} onAssigned={assigned} />
        <Group justify="flex-end">
          <Button variant="subtle" color="red" onClick={confirmDiscard} loading={discard.isPending}>
            Discard
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Each page as an image sized by the server (no jump while loading), fetched only when scrolled to. */
function FaxPages({ fax }: { fax: FaxDetailReply }) {
  if (fax.pages.length === 0) return <Text c="gray.7">This fax has no pages we could show.</Text>;
  return (
    <Stack gap="lg">
      {fax.pages.map((page) => (
        <Box component="figure" key={page.number} m={0}>
          <Group justify="space-between" mb={6} gap="xs">
            <Text component="figcaption" fw={600} fz="sm">
              Page {page.number} of {fax.pages.length}
              {page.number === fax.coverSheetPage ? ' (cover sheet)' : ''}
            </Text>
            <Anchor href={page.previewUrl} target="_blank" rel="noreferrer" fz="sm">
              Open full size
            </Anchor>
          </Group>
          <img
            src={page.previewUrl}
            width={page.width}
            height={page.height}
            loading="lazy"
            decoding="async"
            alt={`Page ${page.number} of the fax`}
            style={{
              display: 'block',
              width: '100%',
              maxWidth: page.width,
              height: 'auto',
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 8,
              background: 'white',
            }}
          />
        </Box>
      ))}
    </Stack>
  );
}

/** /ops/faxes/:id: one fax, what was read from it, its pages, and the admin's assign or discard. */
export function FaxDetailPage() {
  const { id = '' } = useParams();
  const fax = useFax(id);
  return (
    <Stack gap="md" maw={900}>
      <Anchor component={Link} to={opsPaths.faxes} fz="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          Fax inbox
        </Group>
      </Anchor>
      {fax.data ? (
        <>
          <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
            {faxTitle(fax.data)}
          </Title>
          <Paper withBorder radius="lg" p="md">
            <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm" m={0}>
              <Field label="Status">
                <FaxStatusBadge status={fax.data.status} />
              </Field>
              <Field label="Received">{faxTime(fax.data.receivedAt)}</Field>
              <Field label="Came by">{FAX_SOURCE_LABELS[fax.data.source]}</Field>
              <Field label="Pages">{fax.data.pageCount}</Field>
              <Field label="Work order">{faxWorkOrder(fax.data)}</Field>
              {fax.data.reason && <Field label="Why it waits">{fax.data.reason}</Field>}
              {fax.data.filedAt && <Field label="Filed">{faxTime(fax.data.filedAt)}</Field>}
            </SimpleGrid>
          </Paper>
          <CoverSheetWarning fax={fax.data} />
          {inInbox(fax.data) && <FaxActions fax={fax.data} />}
          <Title order={2} fz="lg">
            Pages
          </Title>
          <FaxPages fax={fax.data} />
        </>
      ) : (
        <QueryFallback
          isError={fax.isError}
          loadingLabel="Loading the fax"
          errorTitle="We could not load this fax"
        />
      )}
    </Stack>
  );
}
