import { type ShippingForm as ShippingFormValues, shippingFormSchema } from '@dme/shared/orders/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { placedOrderPath } from '../../../app/paths';
import { AddressFields } from '../../../components/ui/form-fields/address-fields';
import { TextField } from '../../../components/ui/form-fields/text-field';
import { errorMessage } from '../../../lib/api-errors';
import { roleOf, useAuthSession } from '../../../lib/auth-session';
import { useLastShippingDetails } from '../api/last-shipping-details';
import { usePlaceOrder } from '../api/place-order';
import { EMPTY_SHIPPING_FORM, shippingFormDefaults, toCreateOrderBody } from '../shipping-payload';

const errorText = (error: unknown) => errorMessage(error, undefined, (status) => status < 500);

/** A signed-in patient's starting values: her last order's, else her account's (issue 48 item 5). */
function useShippingPrefill() {
  const session = useAuthSession();
  const patient = roleOf(session) === 'patient' ? (session?.user ?? null) : null;
  const last = useLastShippingDetails().data ?? null;
  return useMemo(() => shippingFormDefaults(last, patient), [last, patient]);
}

/**
 * Spec patient §2 "Shipping information": a free cart is ordered here, without a payment page. A
 * signed-in patient finds it filled in, editable.
 */
export function ShippingForm({ cartUuid }: { cartUuid: string }) {
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const prefill = useShippingPrefill();
  const form = useForm<z.input<typeof shippingFormSchema>, unknown, ShippingFormValues>({
    resolver: zodResolver(shippingFormSchema),
    mode: 'onTouched',
    defaultValues: prefill ?? EMPTY_SHIPPING_FORM,
  });
  const { handleSubmit, reset } = form;
  // Her details fill the form once they arrive; a field she has already typed in is kept.
  useEffect(() => {
    if (prefill) reset(prefill, { keepDirtyValues: true });
  }, [prefill, reset]);

  const submit = handleSubmit((values) =>
    place.mutate(toCreateOrderBody(cartUuid, values), {
      onSuccess: ({ orderConfirmationNumber }) => navigate(placedOrderPath(orderConfirmationNumber)),
    }),
  );
  // The button stays disabled from the click until the confirmation page opens.
  const isPlacing = place.isPending || place.isSuccess;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="shipping">
      <FormProvider {...form}>
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <Title order={2} id="shipping" fz={{ base: 20, sm: 24 }}>
              Shipping information
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField name="name" label="Name" withAsterisk autoComplete="name" />
              <TextField name="email" type="email" label="Email" withAsterisk autoComplete="email" />
            </SimpleGrid>
            <TextInput label="Country" value="United States" disabled readOnly />
            <AddressFields lineLabels={['Address Line 1', 'Address Line 2']} />
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
      </FormProvider>
    </Paper>
  );
}
