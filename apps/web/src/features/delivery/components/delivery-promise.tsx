import {
  DELIVERY_MESSAGES,
  type DeliveryEstimate,
  deliveryZipBodySchema,
  formatCutoff,
  formatDeliveryDay,
} from '@dme/shared/delivery/api';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useDeliveryEstimate } from '../api/delivery-estimate';
import { useSetDeliveryZip } from '../api/set-delivery-zip';

type KnownZip = Exclude<DeliveryEstimate, { status: 'zip_needed' }>;

/** The promise for a ZIP code, in a sentence. */
export function promiseText(estimate: KnownZip) {
  if (estimate.status === 'unserved') return DELIVERY_MESSAGES.unserved(estimate.zip);
  if (estimate.status === 'awaiting_approval') return DELIVERY_MESSAGES.awaitingApproval(estimate.zip);
  if (estimate.isSameDay && estimate.orderBy)
    return DELIVERY_MESSAGES.sameDay(estimate.zip, formatCutoff(estimate.orderBy, estimate.timeZone));
  return DELIVERY_MESSAGES.expected(estimate.zip, formatDeliveryDay(estimate.deliveryDate));
}

/** A same-day promise ends at its cut-off: the promise is asked for again then. */
function useRefreshAtCutoff(estimate: DeliveryEstimate | undefined, refresh: () => void) {
  const orderBy = estimate?.status === 'served' ? estimate.orderBy : null;
  useEffect(() => {
    if (!orderBy) return;
    const timer = setTimeout(refresh, Math.max(0, new Date(orderBy).getTime() - Date.now()) + 1_000);
    return () => clearTimeout(timer);
  }, [orderBy, refresh]);
}

function ZipForm({ zip, onDone }: { zip: string; onDone: () => void }) {
  const save = useSetDeliveryZip();
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const typed = String(new FormData(event.currentTarget).get('zip') ?? '');
        const checked = deliveryZipBodySchema.safeParse({ zip: typed });
        if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
        setError(null);
        save.mutate({ zip: checked.data.zip }, { onSuccess: onDone });
      }}
    >
      {/* At 320 px the button goes under the field rather than past the screen's edge. */}
      <Group gap="xs" align="flex-start">
        <TextInput
          name="zip"
          aria-label={DELIVERY_MESSAGES.zipLabel}
          placeholder="ZIP code"
          defaultValue={zip}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          w={120}
          size="sm"
          error={error ?? save.error?.message}
          onChange={() => setError(null)}
        />
        <Button type="submit" size="sm" variant="light" loading={save.isPending}>
          {DELIVERY_MESSAGES.check}
        </Button>
      </Group>
    </form>
  );
}

/**
 * The site's same-day promise made for the patient's ZIP code (issue 48 item 4): asked for once,
 * kept on her session, then said as today's cut-off or the day it would come. Routed as an order
 * would be, so the cart's promise is its suppliers' (decision 0119).
 */
export function DeliveryPromise() {
  const estimate = useDeliveryEstimate();
  const [isChanging, setChanging] = useState(false);
  useRefreshAtCutoff(estimate.data, estimate.refetch);
  const { data } = estimate;
  return (
    <Group component="section" aria-label="Delivery" gap={8} wrap="nowrap" align="flex-start" mih={36}>
      <IconTruckDelivery
        size={20}
        stroke={1.6}
        aria-hidden
        color="var(--mantine-color-brand-8)"
        style={{ flex: 'none', marginTop: 2 }}
      />
      {data?.status === 'zip_needed' || (data && isChanging) ? (
        <Stack gap={6}>
          <Text fz="sm">{DELIVERY_MESSAGES.promise}</Text>
          <ZipForm zip={data.status === 'zip_needed' ? '' : data.zip} onDone={() => setChanging(false)} />
        </Stack>
      ) : data ? (
        <Text fz="sm">
          {promiseText(data)}{' '}
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setChanging(true)}
            aria-label={`${DELIVERY_MESSAGES.change} ZIP code`}
          >
            {DELIVERY_MESSAGES.change}
          </Button>
        </Text>
      ) : null}
    </Group>
  );
}
