import {
  type AuditLogEntry,
  type AuditLogFilter,
  auditLogFilterSchema,
} from '@dme/shared/operations/audit-log';
import { Alert, Button, Code, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { downloadAuditCsv, useAuditLog } from '../api/audit-log';
import { type Column, DataList } from '../components/data-list';
import { useSchemaForm } from '../components/schema-form';

const COLUMNS: Column<AuditLogEntry>[] = [
  { label: 'Time', render: (e) => new Date(e.createdAt).toLocaleString('en-US') },
  {
    label: 'Actor',
    render: (e) => e.actorEmail ?? (e.sessionId ? `Session ${e.sessionId.slice(0, 8)}` : '—'),
  },
  { label: 'Action', render: (e) => e.action },
  { label: 'Record', render: (e) => (e.subjectType ? `${e.subjectType} ${e.subjectId ?? ''}` : '—') },
  { label: 'Address', render: (e) => e.ipAddress ?? '—' },
  {
    label: 'Details',
    render: (e) =>
      e.details ? (
        <Code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{JSON.stringify(e.details)}</Code>
      ) : (
        '—'
      ),
  },
];

const FIELDS = [
  ['actor', 'Actor email'],
  ['patient', 'Patient email'],
  ['subjectType', 'Record type'],
  ['subjectId', 'Record id'],
  ['action', 'Action starts with'],
] as const;

/** /ops/audit_log: the HIPAA activity review — who did what to which record, when; exportable as CSV. */
export function AuditLogPage() {
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [filter, setFilter] = useState<AuditLogFilter>({});
  // The cursors of the pages before this one, so "Newer" can go back.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const log = useAuditLog(filter, cursor);
  const { errors, check } = useSchemaForm(auditLogFilterSchema);
  const [exportError, setExportError] = useState<string | null>(null);
  const [isExporting, setExporting] = useState(false);

  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    const values = Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim()));
    const checked = check(values);
    if (!checked) return;
    setFilter(checked);
    setCursors([]);
  };
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadAuditCsv(filter);
    } catch (error) {
      setExportError(error instanceof Error ? error.message : 'The export failed');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Audit log
        </Title>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={isExporting}
          onClick={exportCsv}
        >
          Export CSV
        </Button>
      </Group>
      {exportError && <Alert color="red">{exportError}</Alert>}
      <form onSubmit={apply} noValidate aria-label="Audit log filters">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {FIELDS.map(([key, label]) => (
            <TextInput
              key={key}
              label={label}
              value={draft[key] ?? ''}
              onChange={(event) => setDraft({ ...draft, [key]: event.currentTarget.value })}
              error={errors[key]}
            />
          ))}
          {(['from', 'to'] as const).map((key) => (
            <TextInput
              key={key}
              type="date"
              label={key === 'from' ? 'From' : 'To'}
              value={draft[key] ?? ''}
              onChange={(event) => setDraft({ ...draft, [key]: event.currentTarget.value })}
              error={errors[key]}
            />
          ))}
          <Button type="submit" style={{ alignSelf: 'end' }}>
            Apply filters
          </Button>
        </SimpleGrid>
      </form>
      {log.data ? (
        <DataList
          label="Audit log"
          rows={log.data.data}
          rowKey={(e) => e.id}
          columns={COLUMNS}
          empty="Nothing in the log matches."
        />
      ) : (
        <QueryFallback
          isError={log.isError}
          loadingLabel="Loading the audit log"
          errorTitle="We could not load the audit log"
        />
      )}
      <Group justify="space-between">
        <Button
          variant="default"
          disabled={cursors.length === 0}
          onClick={() => setCursors(cursors.slice(0, -1))}
        >
          Newer
        </Button>
        <Text fz="sm" c="gray.7">
          Page {cursors.length + 1}
        </Text>
        <Button
          variant="default"
          disabled={!log.data?.nextCursor}
          onClick={() => log.data?.nextCursor && setCursors([...cursors, log.data.nextCursor])}
        >
          Older
        </Button>
      </Group>
    </Stack>
  );
}
