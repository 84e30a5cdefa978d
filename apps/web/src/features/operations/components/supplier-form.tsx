import { CUTOFF_RANGE, PRODUCT_TIME_ZONE, SUPPLIER_TIME_ZONES } from '@dme/shared/delivery/api';
import {
  SUPPLIER_STATUSES,
  type SupplierStatus,
  type SupplierSummary,
  supplierCreateSchema,
  supplierUpdateSchema,
} from '@dme/shared/operations/suppliers';
import { US_STATES } from '@dme/shared/validation/us-states';
import {
  Alert,
  Button,
  Modal,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { notifications } from '../../../lib/toasts';
import { useSupplierOptions } from '../api/supplier-options';
import { useCreateSupplier, useUpdateSupplier } from '../api/suppliers';
import { useSchemaForm } from './schema-form';

const STATE_OPTIONS = US_STATES.map(([value, label]) => ({ value, label: `${value} — ${label}` }));
const TIME_ZONE_OPTIONS = SUPPLIER_TIME_ZONES.map(([value, label]) => ({ value, label }));

const blank = {
  name: '',
  email: '',
  phoneNumber: '',
  status: 'active' as SupplierStatus,
  serviceStates: [] as string[],
  serviceZipPrefixes: [] as string[],
  sameDayCutoff: '',
  timeZone: PRODUCT_TIME_ZONE as string,
  hcpcsCodes: [] as string[],
  carrierIds: [] as string[],
};

/** Create (no `supplier`) or edit a supplier: profile, service area, what it carries, its carriers, status. */
export function SupplierForm({ supplier, onClose }: { supplier?: SupplierSummary; onClose: () => void }) {
  const [values, setValues] = useState(() =>
    supplier
      ? {
          ...blank,
          ...supplier,
          phoneNumber: supplier.phoneNumber ?? '',
          sameDayCutoff: supplier.sameDayCutoff ?? '',
        }
      : blank,
  );
  const options = useSupplierOptions();
  const create = useCreateSupplier();
  const update = useUpdateSupplier();
  const { errors, check } = useSchemaForm(supplier ? supplierUpdateSchema : supplierCreateSchema);
  const save = supplier ? update : create;
  const set =
    <K extends keyof typeof values>(key: K) =>
    (value: (typeof values)[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = check(values);
    if (!checked) return;
    const done = () => {
      notifications.show({ color: 'green', message: supplier ? 'Supplier saved' : `${values.name} created` });
      onClose();
    };
    if (supplier) update.mutate({ ...checked, id: supplier.id }, { onSuccess: done });
    else create.mutate({ ...checked, email: values.email }, { onSuccess: done });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={supplier ? `Edit ${supplier.name}` : 'New supplier'}
      radius="lg"
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {save.error && <Alert color="red">{save.error.message}</Alert>}
          <TextInput
            label="Name"
            withAsterisk
            value={values.name}
            onChange={(e) => set('name')(e.currentTarget.value)}
            error={errors.name}
          />
          {supplier ? (
            <TextInput label="Email" value={supplier.email} disabled description="The supplier's sign-in" />
          ) : (
            <TextInput
              label="Email"
              withAsterisk
              type="email"
              description="The supplier is e-mailed how to choose a password"
              value={values.email}
              onChange={(e) => set('email')(e.currentTarget.value)}
              error={errors.email}
            />
          )}
          <TextInput
            label="Phone"
            value={values.phoneNumber}
            onChange={(e) => set('phoneNumber')(e.currentTarget.value)}
            error={errors.phoneNumber}
          />
          <MultiSelect
            label="Service states"
            description="Whole states the supplier ships to"
            data={STATE_OPTIONS}
            value={values.serviceStates}
            onChange={set('serviceStates')}
            searchable
            error={errors.serviceStates}
          />
          <TagsInput
            label="Service ZIP codes"
            description="ZIP codes or prefixes (3–5 digits) served outside those states; Enter after each"
            value={values.serviceZipPrefixes}
            onChange={set('serviceZipPrefixes')}
            splitChars={[',', ' ', ';']}
            error={errors.serviceZipPrefixes}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Same-day cut-off"
              type="time"
              description="Ordered on a weekday before it, an order comes that day; empty: no same-day delivery"
              min={CUTOFF_RANGE.earliest}
              max={CUTOFF_RANGE.latest}
              value={values.sameDayCutoff}
              onChange={(e) => set('sameDayCutoff')(e.currentTarget.value)}
              error={errors.sameDayCutoff}
            />
            <Select
              label="Time zone"
              description="The supplier's clock, for its cut-off and delivery days"
              data={TIME_ZONE_OPTIONS}
              value={values.timeZone}
              onChange={(value) => value && set('timeZone')(value)}
              allowDeselect={false}
              error={errors.timeZone}
            />
          </SimpleGrid>
          <MultiSelect
            label="HCPCS codes carried"
            data={options.data?.codes ?? []}
            value={values.hcpcsCodes}
            onChange={set('hcpcsCodes')}
            searchable
            error={errors.hcpcsCodes}
          />
          <MultiSelect
            label="In-network carriers"
            description="Insured orders go only to an in-network supplier"
            data={options.data?.carriers ?? []}
            value={values.carrierIds}
            onChange={set('carrierIds')}
            searchable
            error={errors.carrierIds}
          />
          <SegmentedControl
            aria-label="Status"
            data={SUPPLIER_STATUSES.map((status) => ({
              value: status,
              label: status === 'active' ? 'Active' : 'Paused',
            }))}
            value={values.status}
            onChange={(value) => set('status')(value as SupplierStatus)}
          />
          <Button type="submit" loading={save.isPending}>
            {supplier ? 'Save supplier' : 'Create supplier'}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
