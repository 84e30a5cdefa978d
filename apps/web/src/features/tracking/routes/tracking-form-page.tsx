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
import { notifications } from '@mantine/notifications';
import { IconCircleCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { generatePath, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { errorMessage } from '../../../lib/api-errors';
import { useCreateShipment } from '../api/create-shipment';
import { ItemList } from '../components/item-list';
import {
  itemLabel,
  itemsByStatus,
  type TrackingFormValues,
  toShipmentBody,
  trackingFormResolver,
} from '../tracking-form-values';
import { useTrackedFulfillment } from '../use-tracked-fulfillment';

export const TRACKING_FORM_TITLE = 'Order Tracking Form';
export const ALL_SHIPPED_TITLE = 'Every item of this order has shipped';
export const ALL_SHIPPED_TEXT = 'There is nothing left to add a tracking link to.';

/** Spec §2 "Supplier tracking": /tracking?fulfillment={number}. */
export function TrackingFormPage() {
  useDocumentTitle(`${TRACKING_FORM_TITLE} | Carelane`);
  const [params] = useSearchParams();
  const number = params.get('fulfillment')?.trim() ?? '';
  const fulfillment = useTrackedFulfillment(number);

  return (
    <Paper withBorder shadow="xs" radius="lg" p={{ base: 'lg', sm: 32 }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {TRACKING_FORM_TITLE}
        </Title>
        {fulfillment.data ? (
          itemsByStatus(fulfillment.data).unshipped.length === 0 ? (
            <AllShipped fulfillment={fulfillment.data} />
          ) : (
            <TrackingForm key={fulfillment.dataUpdatedAt} fulfillment={fulfillment.data} />
          )
        ) : (
          <Center py="xl">
            <Loader aria-label="Loading the fulfillment" />
          </Center>
        )}
      </Stack>
    </Paper>
  );
}

/** Nothing left to ship: say so in plain words instead of a form that can only fail (issue 13 item 10). */
function AllShipped({ fulfillment }: { fulfillment: Fulfillment }) {
  return (
    <Stack gap="lg">
      <TextInput
        label="Fulfillment confirmation number"
        value={fulfillment.fulfillmentConfirmationNumber}
        readOnly
        variant="filled"
      />
      <Alert color="teal" title={ALL_SHIPPED_TITLE} icon={<IconCircleCheck aria-hidden />}>
        {ALL_SHIPPED_TEXT}
      </Alert>
      <ItemList title="Shipped" items={itemsByStatus(fulfillment).shipped} />
    </Stack>
  );
}

const serverError = (error: unknown) => errorMessage(error);

function TrackingForm({ fulfillment }: { fulfillment: Fulfillment }) {
  const navigate = useNavigate();
  const create = useCreateShipment();
  const number = fulfillment.fulfillmentConfirmationNumber;
  const { shipped, unshipped } = itemsByStatus(fulfillment);
  const { register, handleSubmit, formState } = useForm<TrackingFormValues>({
    resolver: trackingFormResolver(unshipped.length > 0),
    defaultValues: { trackingUrl: '', shipmentsCartItems: [] },
  });

  const submit = handleSubmit((values) =>
    create.mutate(toShipmentBody(number, values), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: TRACKING_MESSAGES.added });
        navigate(generatePath(paths.trackingSuccess, { number }));
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
