import type { Cart } from '@dme/shared/cart/api';
import { INSURANCE_MESSAGES } from '@dme/shared/insurance/messages';
import { Alert, Anchor, Button, Divider, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { PriceLine } from '../../../components/ui/price-line';
import { signedSavings } from '../../../lib/format';
import { openInsuranceModal } from '../../../lib/insurance-modal-store';
import { openPrescriptionModal } from '../../../lib/prescription-modal-store';
import { useCheckoutGate } from '../../prescription';

export const SHIPPING_TOOLTIP = 'The shipping price is set by the retailer.';

interface CartSummaryProps {
  cart: Cart;
  hasInsurance: boolean;
  needsPrescription: boolean;
  /** Starts the checkout; a prescription may be asked for first (spec patient §4 "Checkout"). */
  onCheckout?: () => void;
  /** The browser is on its way to the hosted payment page. */
  isCheckingOut?: boolean;
}

/** Spec patient §2 "Cart" summary, with the insurance and prescription links. */
export function CartSummary({
  cart,
  hasInsurance,
  needsPrescription,
  onCheckout,
  isCheckingOut = false,
}: CartSummaryProps) {
  const prices = cart.formattedPrices;
  const gateCheckout = useCheckoutGate();
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label="Order summary">
      <Stack gap="sm">
        <Text fw={700} fz="lg">
          Order summary
        </Text>
        <PriceLine label="Subtotal">{prices.subtotal}</PriceLine>
        <PriceLine label="Service Fee">{prices.patientServiceFee}</PriceLine>
        <PriceLine
          label={
            <Group gap={4}>
              Shipping
              <Tooltip label={SHIPPING_TOOLTIP} withArrow>
                <IconInfoCircle size={16} aria-label={SHIPPING_TOOLTIP} tabIndex={0} role="img" />
              </Tooltip>
            </Group>
          }
        >
          Free
        </PriceLine>
        <PriceLine label="Estimated Tax">TBD</PriceLine>
        <PriceLine label={cart.pricesAreEstimates ? 'Estimated Insurance Savings' : 'Insurance Savings'}>
          {hasInsurance ? (
            // Nothing saved (a deductible not met) reads "$0.00", never "-$0.00" (issue 13 item 4).
            signedSavings(prices.insuranceSavings)
          ) : (
            <Anchor component="button" type="button" fz="sm" fw={600} onClick={() => openInsuranceModal()}>
              Enter Insurance
            </Anchor>
          )}
        </PriceLine>
        <Divider />
        <PriceLine label={cart.pricesAreEstimates ? 'Estimated Total' : 'Total'} total="lg">
          {prices.subtotalWithInsuranceDiscount}
        </PriceLine>
        {/* Checkout stays open on an estimate; the patient sees it is one before paying (issue 14). */}
        {cart.pricesAreEstimates && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={INSURANCE_MESSAGES.dmeBenefitsNotConfirmed}
          >
            {INSURANCE_MESSAGES.estimatedPrices}
          </Alert>
        )}
        <Button
          size="lg"
          fullWidth
          mt="xs"
          loading={isCheckingOut}
          leftSection={<IconLock size={18} aria-hidden />}
          onClick={() => gateCheckout(() => onCheckout?.())}
        >
          {cart.isFree ? 'Continue' : 'Proceed to Checkout'}
        </Button>
        {/* A free cart is placed here with the shipping form: no separate payment page. */}
        {!cart.isFree && (
          <Text fz="xs" c="gray.7" ta="center">
            You will be taken to a separate page to pay securely
          </Text>
        )}
        {needsPrescription && (
          <Anchor
            component="button"
            type="button"
            fz="sm"
            ta="center"
            onClick={() => openPrescriptionModal()}
          >
            In order to use insurance, please upload a copy of your prescription.
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
