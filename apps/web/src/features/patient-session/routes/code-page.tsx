import { referralCodeQuerySchema } from '@dme/shared/shop/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, InputBase, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { referralErrorMessage, useReferralLookup } from '../api/referral-code';
import { AssemblingPlan } from '../components/assembling-plan';
import { PatientFrame } from '../components/patient-frame';

/** Where a failed look-up elsewhere sends the patient back to (spec patient §4 "Referral code"). */
export interface CodePageState {
  error: string;
  code: string;
}

/** Spec patient §2 "Referral code gate"; `/code?code=…` goes straight to `/shop?code=…`. */
export function CodePage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  if (code) return <Navigate to={`${paths.shop}?${new URLSearchParams({ code })}`} replace />;
  return (
    <PatientFrame>
      <ReferralCodeGate />
    </PatientFrame>
  );
}

function ReferralCodeGate() {
  const navigate = useNavigate();
  const returned = useLocation().state as CodePageState | null;
  const lookup = useReferralLookup();
  const form = useForm({
    resolver: zodResolver(referralCodeQuerySchema),
    defaultValues: { referralCode: returned?.code ?? '' },
  });

  if (lookup.isPending) return <AssemblingPlan />;

  const submit = form.handleSubmit(({ referralCode }) =>
    lookup.mutate(referralCode, { onSuccess: () => navigate(paths.shop) }),
  );
  const error =
    form.formState.errors.referralCode?.message ??
    (lookup.isError ? referralErrorMessage(lookup.error) : returned?.error);

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} maw={520} mx="auto" mt={{ base: 0, sm: 'xl' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
              Save up to 100% on your medical equipment
            </Title>
            <Text c="gray.7">
              Enter the referral code your provider gave you to see the equipment they prescribed, priced for
              your insurance.
            </Text>
          </Stack>
          <InputBase
            component={IMaskInput}
            mask="***-***"
            prepareChar={(char: string) => char.toUpperCase()}
            label="Referral code"
            placeholder="XXX-XXX"
            autoComplete="off"
            autoCapitalize="characters"
            size="lg"
            value={form.watch('referralCode')}
            onAccept={(value: string) =>
              form.setValue('referralCode', value, { shouldValidate: form.formState.isSubmitted })
            }
            error={error}
            styles={{ input: { letterSpacing: '0.2em', fontWeight: 600 } }}
          />
          <Button type="submit" size="lg" fullWidth>
            Continue
          </Button>
          <Text fz="sm" c="gray.7" ta="center">
            No code yet?{' '}
            <Anchor component={Link} to={paths.shop} fw={600}>
              Browse the store
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
