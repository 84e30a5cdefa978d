import { CART_MESSAGES } from '@dme/shared/cart/messages';
import { cartItemCount, needsPrescription } from '@dme/shared/shop/patient-session-rules';
import { Grid, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { LinkButton } from '../../../components/ui/link-button';
import { ReferralCodeField } from '../../../components/ui/referral-code-field';
import { usePatientSession } from '../../../lib/patient-session';
import { showCartError, useCart } from '../../cart';
import { DeliveryPromise } from '../../delivery';
import classes from '../components/cart.module.css';
import { CartRow } from '../components/cart-row';
import { CartSummary } from '../components/cart-summary';
import { ShippingForm } from '../components/shipping-form';
import { useCartCheckout } from '../use-cart-checkout';

/**
 * `/cart?error=…` shows the cart error toast with that text once, then drops it from the address.
 * The toast has an id of its own: an effect run twice (StrictMode, a remount before the address
 * changed) shows it once, not twice.
 */
function useErrorFromAddress() {
  const [params, setParams] = useSearchParams();
  const error = params.get('error');
  useEffect(() => {
    if (!error) return;
    showCartError(error, `cart-error-from-address:${error}`);
    setParams(
      (current) => {
        current.delete('error');
        return current;
      },
      { replace: true },
    );
  }, [error, setParams]);
}

/** Spec patient §2 "Cart". */
export function CartPage() {
  useErrorFromAddress();
  const cart = useCart();
  const session = usePatientSession().data ?? null;
  const checkout = useCartCheckout(cart.data);
  const shippingRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (checkout.isShippingShown) shippingRef.current?.querySelector('input')?.focus();
  }, [checkout.isShippingShown]);

  if (cart.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Loading cart" />
      </Group>
    );
  }
  if (cart.isError) throw cart.error;

  const count = cartItemCount(cart.data);
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        Cart ({count} {count === 1 ? 'item' : 'items'})
      </Title>
      {session && !session.consultation && <ReferralCodeField to={paths.cart} />}
      {count > 0 && <DeliveryPromise />}
      {cart.data.cartItems.length === 0 ? (
        <Paper withBorder radius="lg" p={48}>
          <Stack align="center" gap="md">
            <IconShoppingCart size={48} stroke={1.4} color="var(--mantine-color-brand-9)" aria-hidden />
            <Text fw={700} fz="xl">
              {CART_MESSAGES.emptyCart}
            </Text>
            <LinkButton to={paths.shop}>Browse Store</LinkButton>
          </Stack>
        </Paper>
      ) : (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="lg" px="md" py="xs">
              <Table className={classes.table} verticalSpacing="md">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Item</Table.Th>
                    <Table.Th>Quantity</Table.Th>
                    <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                      Total Price
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {cart.data.cartItems.map((item) => (
                    <CartRow key={item.uuid} item={item} />
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <CartSummary
              cart={cart.data}
              hasInsurance={Boolean(session?.insuranceStatusUuid)}
              needsPrescription={needsPrescription(session?.consultation ?? null)}
              onCheckout={checkout.checkout}
              isCheckingOut={checkout.isLeaving}
            />
          </Grid.Col>
          {checkout.isShippingShown && (
            <Grid.Col span={{ base: 12, md: 8 }} ref={shippingRef}>
              <ShippingForm cartUuid={cart.data.uuid} />
            </Grid.Col>
          )}
        </Grid>
      )}
    </Stack>
  );
}
