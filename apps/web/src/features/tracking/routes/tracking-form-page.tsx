import { type Fulfillment, TRACKING_MESSAGES } from '@dme/shared/fulfillments/api';
import {
  Alert,
  Button,
  Center,
  Checkbox,
  Input,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { LinkButton } from '../../../components/ui/link-button';
import { errorMessage } from '../../../lib/api-errors';
import { notifications } from '../../../lib/toasts';
import { useCreateShipment } from '../api/create-shipment';
import { ItemList } from '../components/item-list';
import {
  itemLabel,
  itemsByStatus,
  type TrackingFormValues,
  toShipmentBody,
  trackingFormResolver,
} from '../tracking-form-values';
import { trackingSuccessPath } from '../tracking-paths';
import { useTrackedFulfillment } from '../use-tracked-fulfillment';

export const TRACKING_FORM_TITLE = 'Order Tracking Form';
export const ALL_SHIPPED_TITLE = 'Every item of this order has shipped';
export const ALL_SHIPPED_TEXT = 'There is nothing left to add a tracking link to.';
export const LINK_USED_TITLE = 'This link has already recorded a shipment';
export const LINK_USED_TEXT =
  'Each e-mailed tracking link records one shipment. To record another, sign in as the supplier and open the order from Fulfillments.';
export const SUPPLIER_ONLY_TITLE = 'Only the supplier records shipments';

/**
 * Spec §2 "Supplier tracking": /tracking?fulfillment={number}&access={token}, the supplier's e-mailed
 * link (or the Fulfillments page's, opened signed in, without a token).
 */
export function TrackingFormPage() {
  useDocumentTitle(`${TRACKING_FORM_TITLE} | Carelane`);
  const [params] = useSearchParams();
  const number = params.get('fulfillment')?.trim() ?? '';
  const access = params.get('access')?.trim() ?? '';
  const fulfillment = useTrackedFulfillment(number, access);

  return (
    <Paper withBorder shadow="xs" radius="lg" p={{ base: 'lg', sm: 32 }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {TRACKING_FORM_TITLE}
        </Title>
        {fulfillment.data ? (
          <TrackingBody key={fulfillment.dataUpdatedAt} fulfillment={fulfillment.data} access={access} />
        ) : (
          <Center py="xl">
            <Loader aria-label="Loading the fulfillment" />
          </Center>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The form, or plain words instead of a form that can only fail: nothing is left to ship (issue 13
 * item 10), the e-mailed link has already recorded its shipment, or the caller is the provider.
 */
function TrackingBody({ fulfillment, access }: { fulfillment: Fulfillment; access: string }) {
  const { unshipped } = itemsByStatus(fulfillment);
  if (unshipped.length === 0)
    return (
      <ReadOnlyTracking fulfillment={fulfillment}>
        <Alert color="teal" title={ALL_SHIPPED_TITLE} icon={<IconCircleCheck aria-hidden />}>
          {ALL_SHIPPED_TEXT}
        </Alert>
      </ReadOnlyTracking>
    );
  if (fulfillment.viewer === 'used_tracking_link')
    return (
      <ReadOnlyTracking fulfillment={fulfillment}>
        <Alert color="yellow" title={LINK_USED_TITLE} icon={<IconLock aria-hidden />}>
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">{LINK_USED_TEXT}</Text>
            <LinkButton to={paths.supplierSignIn} size="sm">
              Supplier sign in
            </LinkButton>
          </Stack>
        </Alert>
      </ReadOnlyTracking>
    );
  if (fulfillment.viewer === 'provider')
    return (
      <ReadOnlyTracking fulfillment={fulfillment}>
        <Alert color="gray" title={SUPPLIER_ONLY_TITLE} icon={<IconLock aria-hidden />} />
      </ReadOnlyTracking>
    );
  return <TrackingForm fulfillment={fulfillment} access={access} />;
}

function ReadOnlyTracking({ fulfillment, children }: { fulfillment: Fulfillment; children: ReactNode }) {
  const { shipped, unshipped } = itemsByStatus(fulfillment);
  return (
    <Stack gap="lg">
      <TextInput
        label="Fulfillment confirmation number"
        value={fulfillment.fulfillmentConfirmationNumber}
        readOnly
        variant="filled"
      />
      {children}
      <ItemList title="Shipped" items={shipped} />
      {unshipped.length > 0 && <ItemList title="Not Shipped" items={unshipped} />}
    </Stack>
  );
}

const serverError = (error: unknown) => errorMessage(error);

function TrackingForm({ fulfillment, access }: { fulfillment: Fulfillment; access: string }) {
  const navigate = useNavigate();
  const create = useCreateShipment();
  const number = fulfillment.fulfillmentConfirmationNumber;
  const { shipped, unshipped } = itemsByStatus(fulfillment);
  const { register, handleSubmit, formState } = useForm<TrackingFormValues>({
    resolver: trackingFormResolver(unshipped.length > 0),
    defaultValues: { trackingUrl: '', shipmentsCartItems: [] },
  });

  const submit = handleSubmit((values) =>
    create.mutate(toShipmentBody(number, values, access), {
      onSuccess: (reply) => {
        notifications.show({ color: 'green', message: TRACKING_MESSAGES.added });
        // The link's next token, while items remain; else the spent one, which still shows the items.
        navigate(trackingSuccessPath(number, reply.access ?? access));
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <TextInput label="Fulfillment confirmation number" value={number} readOnly variant="filled" />
        <TextInput
          {...register('trackingUrl')}
          type="url"
          label="Tracking Number Link"
          placeholder="https://"
          withAsterisk
          error={formState.errors.trackingUrl?.message}
        />
        <Input.Wrapper
          label="Ready to ship"
          labelElement="div"
          id="ready-to-ship"
          error={formState.errors.shipmentsCartItems?.message}
        >
          {/* Native checkboxes of one name: react-hook-form collects the checked values. */}
          <Stack gap="xs" mt="xs" role="group" aria-labelledby="ready-to-ship-label">
            {unshipped.map((item) => (
              <Checkbox
                key={item.uuid}
                {...register('shipmentsCartItems')}
                value={item.uuid}
                label={itemLabel(item)}
              />
            ))}
          </Stack>
        </Input.Wrapper>
        <ItemList title="Shipped" items={shipped} />
        <Stack gap={6}>
          <Button type="submit" loading={create.isPending}>
            Submit
          </Button>
          {create.isError && (
            <Text c="red.8" fz="sm" role="alert">
              {serverError(create.error)}
            </Text>
          )}
        </Stack>
      </Stack>
    </form>
  );
}
