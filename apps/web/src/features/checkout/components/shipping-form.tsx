import { type ShippingForm as ShippingFormValues, shippingFormSchema } from '@dme/shared/orders/api';
import { US_STATES } from '@dme/shared/validation/us-states';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { placedOrderPath } from '../../../app/paths';
import { errorMessage } from '../../../lib/api-errors';
import { usePlaceOrder } from '../api/place-order';
import { toCreateOrderBody } from '../shipping-payload';

const STATE_OPTIONS = US_STATES.map(([value, label]) => ({ value, label }));

const errorText = (error: unknown) => errorMessage(error, undefined, (status) => status < 500);

/** Spec patient §2 "Shipping information": a free cart is ordered here, without a payment page. */
export function ShippingForm({ cartUuid }: { cartUuid: string }) {
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const { register, control, handleSubmit, formState } = useForm<
    z.input<typeof shippingFormSchema>,
    unknown,
    ShippingFormValues
  >({
    resolver: zodResolver(shippingFormSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', streetLine1: '', streetLine2: '', city: '', zipcode: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit((values) =>
    place.mutate(toCreateOrderBody(cartUuid, values), {
      onSuccess: ({ orderConfirmationNumber }) => navigate(placedOrderPath(orderConfirmationNumber)),
    }),
  );
  // The button stays disabled from the click until the confirmation page opens.
  const isPlacing = place.isPending || place.isSuccess;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="shipping">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Title order={2} id="shipping" fz={{ base: 20, sm: 24 }}>
            Shipping information
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              {...register('name')}
              label="Name"
              withAsterisk
              autoComplete="name"
              error={errors.name?.message}
            />
            <TextInput
              {...register('email')}
              type="email"
              label="Email"
              withAsterisk
              autoComplete="email"
              error={errors.email?.message}
            />
          </SimpleGrid>
          <TextInput label="Country" value="United States" disabled readOnly />
          <TextInput
            {...register('streetLine1')}
            label="Address Line 1"
            withAsterisk
            autoComplete="address-line1"
            error={errors.streetLine1?.message}
          />
          <TextInput
            {...register('streetLine2')}
            label="Address Line 2"
            autoComplete="address-line2"
            error={errors.streetLine2?.message}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              {...register('city')}
              label="City"
              withAsterisk
              autoComplete="address-level2"
              error={errors.city?.message}
            />
            <Controller
              control={control}
              name="state"
              render={({ field, fieldState }) => (
                <Select
                  label="State"
                  withAsterisk
                  searchable
                  data={STATE_OPTIONS}
                  name={field.name}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value ?? undefined)}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  autoComplete="address-level1"
                />
              )}
            />
            <TextInput
              {...register('zipcode')}
              label="Zip code"
              withAsterisk
              inputMode="numeric"
              autoComplete="postal-code"
              error={errors.zipcode?.message}
            />
          </SimpleGrid>
          {place.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(place.error)}
            </Alert>
          )}
          <Button
            type="submit"
            size="lg"
            leftSection={<IconLock size={18} aria-hidden />}
            loading={isPlacing}
            disabled={isPlacing}
            w={{ base: '100%', sm: 'auto' }}
            style={{ alignSelf: 'flex-end' }}
          >
            Place Order
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
