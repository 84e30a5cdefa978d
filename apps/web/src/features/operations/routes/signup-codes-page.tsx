import {
  SIGNUP_CODE_STATES,
  type SignupCode,
  type SignupCodeState,
  signupCodeCreateSchema,
} from '@dme/shared/operations/signup-codes';
import { US_STATES } from '@dme/shared/validation/us-states';
import { Alert, Badge, Button, CopyButton, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { notifications } from '../../../lib/toasts';
import { useCreateSignupCode, useRevokeSignupCode, useSignupCodes } from '../api/signup-codes';
import { type Column, DataList } from '../components/data-list';
import { ListPage } from '../components/list-page';
import { useSchemaForm } from '../components/schema-form';
import { useListQuery } from '../components/use-list-query';

const STATE_COLORS: Record<SignupCodeState, string> = { open: 'green', used: 'blue', revoked: 'gray' };
const name = (code: SignupCode) => [code.firstName, code.lastName].filter(Boolean).join(' ') || '—';

const COLUMNS: Column<SignupCode>[] = [
  { label: 'Code', render: (c) => c.code },
  { label: 'Provider', render: name },
  { label: 'Email', render: (c) => c.email ?? '—' },
  { label: 'Created', render: (c) => new Date(c.createdAt).toLocaleDateString('en-US') },
  {
    label: 'State',
    render: (c) => (
      <Badge color={STATE_COLORS[c.state]} variant="light">
        {c.state}
      </Badge>
    ),
  },
];

function CodeActions({ code }: { code: SignupCode }) {
  const revoke = useRevokeSignupCode();
  const confirmRevoke = () =>
    modals.openConfirmModal({
      title: `Revoke code ${code.code}?`,
      children: 'The signup link stops working at once.',
      labels: { confirm: 'Revoke', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke.mutate(code.id, {
          onSuccess: () => notifications.show({ message: `Code ${code.code} revoked` }),
        }),
    });
  if (code.state !== 'open') return null;
  return (
    <Group gap={6}>
      <CopyButton value={code.link}>
        {({ copied, copy }) => (
          <Button size="xs" variant="light" onClick={copy} aria-label={`Copy link of ${code.code}`}>
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        )}
      </CopyButton>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        onClick={confirmRevoke}
        aria-label={`Revoke ${code.code}`}
      >
        Revoke
      </Button>
    </Group>
  );
}

const STATE_OPTIONS = US_STATES.map(([value, label]) => ({ value, label }));
const FIELDS = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'Email'],
  ['npi', 'NPI'],
  ['practiceName', 'Practice name'],
] as const;

function NewCodeForm({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const create = useCreateSignupCode();
  const { errors, check } = useSchemaForm(signupCodeCreateSchema);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = check(values);
    if (checked)
      create.mutate(checked, {
        onSuccess: (code) => {
          notifications.show({ color: 'green', message: `Code ${code.code} created` });
          onClose();
        },
      });
  };
  return (
    <Modal opened onClose={onClose} title="New signup code" radius="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {create.error && <Alert color="red">{create.error.message}</Alert>}
          {FIELDS.map(([key, label]) => (
            <TextInput
              key={key}
              label={label}
              value={values[key] ?? ''}
              onChange={(event) => setValues({ ...values, [key]: event.currentTarget.value })}
              error={errors[key]}
            />
          ))}
          <Select
            label="State"
            data={STATE_OPTIONS}
            searchable
            clearable
            value={values.state ?? null}
            onChange={(state) => setValues({ ...values, state: state ?? '' })}
            error={errors.state}
          />
          <Button type="submit" loading={create.isPending}>
            Create code
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

/** /ops/signup_codes: codes that prefill a provider's signup form. */
export function SignupCodesPage() {
  const { query, setFilter, setPage } = useListQuery<{ state: SignupCodeState | undefined }>({
    state: undefined,
  });
  const codes = useSignupCodes(query);
  const [isCreating, setCreating] = useState(false);
  return (
    <ListPage
      title="Signup codes"
      actions={
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
          New code
        </Button>
      }
      searchLabel="Search by code, name, email or NPI"
      onSearch={(text) => setFilter({ query: text })}
      filters={[
        {
          label: 'State',
          value: query.state,
          options: SIGNUP_CODE_STATES.map((state) => ({ value: state, label: state })),
          onChange: (state) => setFilter({ state: state as SignupCodeState | undefined }),
        },
      ]}
      meta={codes.data?.meta}
      onPage={setPage}
      isError={codes.isError}
    >
      <DataList
        label="Signup codes"
        rows={codes.data?.data ?? []}
        rowKey={(c) => c.id}
        columns={COLUMNS}
        actions={(c) => <CodeActions code={c} />}
        empty="No signup codes match."
      />
      {isCreating && <NewCodeForm onClose={() => setCreating(false)} />}
    </ListPage>
  );
}
