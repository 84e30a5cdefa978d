import type { EhrLaunchReply } from '@dme/shared/ehr/launch';
import type { HcpcsCode } from '@dme/shared/reference/hcpcs';
import { oneVerticalMessage, VERTICAL_NAMES } from '@dme/shared/work-orders/constants';
import { formatReferralCode } from '@dme/shared/work-orders/referral-code';
import {
  createWorkOrderSchema,
  type WorkOrder,
  type WorkOrderInput,
} from '@dme/shared/work-orders/work-order-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Accordion, Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import {
  FormProvider,
  type Path,
  type Resolver,
  type ResolverOptions,
  type UseFormReturn,
  useFieldArray,
  useForm,
} from 'react-hook-form';
import { generatePath, useNavigate } from 'react-router';
import { paths } from '../../../../app/paths';
import { errorMessage } from '../../../../lib/api-errors';
import { todayIso } from '../../../../lib/format';
import { notifications } from '../../../../lib/toasts';
import { takeTypedBeforeStart } from '../../../../lib/typed-before-start';
import { useCreateWorkOrder } from '../../api/create-work-order';
import { emptyWorkOrder, newLine, rulesOf, type WorkOrderFormValues } from './form-values';
import { HcpcsLinePanel } from './hcpcs-line-panel';
import { HcpcsPicker } from './hcpcs-picker';
import { LeaveFormGuard } from './leave-form-guard';
import { LineCoverageBadge } from './line-coverage';
import { OrderCoverage } from './order-coverage';
import { PatientFields } from './patient-fields';
import { PrefillProvider } from './prefill-note';
import { formValuesFromPrefill, lineFromPrefill } from './prefill-values';
import { RespiratoryFields } from './respiratory-fields';
import { SignatureFields } from './signature-fields';

const submitErrorText = (error: Error) => errorMessage(error);
const NO_CODES: HcpcsCode[] = [];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * The schema's resolver, given the referral code the form does not hold (it comes from its own
 * read), except that useFieldArray's own check after a code is added or removed (mode onTouched
 * validates the whole array) keeps only the array's rules (no codes, one vertical): a line the
 * provider has not worked on yet shows no diagnosis or level errors. Its messages come when its
 * fields are left, on Save and on submit.
 */
function lineErrorsOnlyWhenAsked(
  schema: ReturnType<typeof createWorkOrderSchema>,
  referralCode: string,
): Resolver<WorkOrderFormValues, unknown, WorkOrder> {
  const resolve = zodResolver(schema);
  return async (values, context, options) => {
    // The names it is asked about are the form's, a subset of the schema's (which adds the code).
    const result = await resolve(
      { ...values, referralCode },
      context,
      options as unknown as ResolverOptions<WorkOrderInput>,
    );
    const arrayErrors = result.errors.hcpcsCodes;
    if (options.names?.length === 1 && options.names[0] === 'hcpcsCodes' && arrayErrors) {
      const { root } = arrayErrors;
      return { values: {}, errors: root ? { hcpcsCodes: { root } } : {} } as typeof result;
    }
    return result;
  };
}

/**
 * The Standard Work Order Form (spec §2, §4, §5), validated by the same schema the server uses.
 * It is there before its two reads answer (issue 46), so the provider can start on the patient:
 * the referral code shows when it arrives (and the form is sent only then), the HCPCS codes can be
 * picked once they have come.
 */
export function WorkOrderForm({
  referralCode,
  codes: loadedCodes,
  launch = null,
}: {
  referralCode: string | null;
  codes: HcpcsCode[] | null;
  /** The launch from the EHR this order is pre-filled from (issue 49). */
  launch?: EhrLaunchReply | null;
}) {
  const codes = loadedCodes ?? NO_CODES;
  const resolver = useMemo(
    () => lineErrorsOnlyWhenAsked(createWorkOrderSchema(rulesOf(codes), todayIso()), referralCode ?? ''),
    [codes, referralCode],
  );
  const prefilled = useMemo(() => (launch ? formValuesFromPrefill(launch.prefill) : null), [launch]);
  const form = useForm<WorkOrderFormValues, unknown, WorkOrder>({
    resolver,
    defaultValues: { ...emptyWorkOrder(), ...prefilled?.values, ehrLaunchId: launch?.id ?? null },
    mode: 'onTouched',
  });
  useTypedBeforeStart(form);
  // Set once the order is created, so the leave guard lets the form go to the new work order.
  const isCreated = useRef(false);
  const lines = useFieldArray({ control: form.control, name: 'hcpcsCodes', keyName: 'key' });
  const [saved, setSaved] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<string[]>([]);
  const create = useCreateWorkOrder();
  const navigate = useNavigate();

  const byCode = useMemo(() => new Map(codes.map((code) => [code.code, code])), [codes]);
  const addedCodes = lines.fields.map((line) => line.code);
  // The first code decides the vertical; removing the last code resets it (spec §4).
  const vertical = addedCodes[0] ? (byCode.get(addedCodes[0])?.productVertical.name ?? null) : null;
  const isRespiratory = vertical === VERTICAL_NAMES.respiratoryCare;
  const hasCpapMachine = addedCodes.some((code) => byCode.get(code)?.isCpapMachine);

  const setSavedFor = (code: string, isSaved: boolean) =>
    setSaved((current) => {
      const next = new Set(current);
      if (isSaved) next.add(code);
      else next.delete(code);
      return next;
    });

  const add = (code: HcpcsCode) => {
    if (vertical && code.productVertical.name !== vertical) {
      notifications.show({ color: 'blue', message: oneVerticalMessage(code.productVertical.name, vertical) });
      return;
    }
    lines.append(launch ? lineFromPrefill(newLine(code), code, launch.prefill) : newLine(code), {
      shouldFocus: false,
    });
    setOpen((current) => [...current, code.code]);
    form.clearErrors('hcpcsCodes');
  };

  const remove = (index: number, code: string) => {
    lines.remove(index);
    setSavedFor(code, false);
    setOpen((current) => current.filter((value) => value !== code));
  };

  const submit = form.handleSubmit(
    (order) =>
      create.mutate(
        {
          ...order,
          // Answers to questions the form no longer shows are not part of the order.
          eligibleForMachine: hasCpapMachine ? order.eligibleForMachine : null,
          providerAttestation: isRespiratory && order.providerAttestation,
          bestTimeToCall: order.phoneAssistanceRequired ? order.bestTimeToCall : null,
        },
        {
          onSuccess: ({ uuid }) => {
            isCreated.current = true;
            navigate(generatePath(paths.workOrder, { uuid }));
          },
        },
      ),
    (errors) => {
      const withErrors = addedCodes.filter((_, index) => errors.hcpcsCodes?.[index]);
      setOpen((current) => [...new Set([...current, ...withErrors])]);
    },
  );

  // The EHR's draft orders become lines once the codes have come, once.
  const addedDraftOrders = useRef(false);
  useEffect(() => {
    if (!launch || !loadedCodes || addedDraftOrders.current) return;
    addedDraftOrders.current = true;
    for (const { value } of launch.prefill.hcpcsCodes) {
      const code = byCode.get(value);
      if (code && !form.getValues('hcpcsCodes').some((line) => line.code === value)) add(code);
    }
  });

  const codesError = form.formState.errors.hcpcsCodes;
  const drawn = (
    <FormProvider {...form}>
      <LeaveFormGuard isDirty={form.formState.isDirty} isReleased={isCreated} />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg" maw={880}>
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Title order={1}>Standard Work Order Form</Title>
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                Referral code
              </Text>
              {referralCode ? (
                <Text fw={700} fz="xl" ff="monospace" data-testid="referral-code">
                  {formatReferralCode(referralCode)}
                </Text>
              ) : (
                <Skeleton h={31} w={110} aria-label="Loading the referral code" role="status" />
              )}
            </Stack>
          </Group>

          {launch && <LaunchBanner launch={launch} />}
          <Section title="Patient">
            <PatientFields isPhoneRequired={isRespiratory} />
          </Section>

          <Section title="Items">
            <Stack gap="md">
              <HcpcsPicker
                codes={loadedCodes}
                added={addedCodes}
                onAdd={add}
                error={codesError?.root?.message ?? codesError?.message}
              />
              {lines.fields.length > 0 && (
                <Accordion multiple value={open} onChange={setOpen} variant="separated">
                  {lines.fields.map((line, index) => {
                    const code = byCode.get(line.code);
                    if (!code) return null;
                    const isSaved = saved.has(line.code);
                    return (
                      <Accordion.Item key={line.key} value={line.code}>
                        <Accordion.Control>
                          <Group gap="xs" wrap="nowrap">
                            <Text fw={600}>{code.code}</Text>
                            <Text truncate style={{ flex: 1 }}>
                              {code.alias}
                            </Text>
                            <LineCoverageBadge code={code.code} />
                            {isSaved && (
                              <Badge color="green" variant="light">
                                Saved
                              </Badge>
                            )}
                          </Group>
                        </Accordion.Control>
                        <Accordion.Panel>
                          <HcpcsLinePanel
                            index={index}
                            code={code}
                            isSaved={isSaved}
                            onSaved={() => {
                              setSavedFor(line.code, true);
                              setOpen((current) => current.filter((value) => value !== line.code));
                            }}
                            onEdit={() => setSavedFor(line.code, false)}
                            onRemove={() => remove(index, line.code)}
                          />
                        </Accordion.Panel>
                      </Accordion.Item>
                    );
                  })}
                </Accordion>
              )}
            </Stack>
          </Section>

          {isRespiratory && (
            <Section title="Respiratory Care">
              <RespiratoryFields hasCpapMachine={hasCpapMachine} />
            </Section>
          )}

          <Section title="Provider signature">
            <SignatureFields />
          </Section>

          {lines.fields.length > 0 && <OrderCoverage />}
          {create.error && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {submitErrorText(create.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              type="submit"
              size="md"
              loading={create.isPending}
              disabled={create.isPending || referralCode === null}
            >
              Submit work order
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
  return launch && prefilled ? (
    <PrefillProvider value={{ ehrName: launch.prefill.ehr.name, notes: prefilled.notes }}>
      {drawn}
    </PrefillProvider>
  ) : (
    drawn
  );
}

/** What a pre-filled form owes the clinician: where it came from, that it is theirs to check, where it goes. */
function LaunchBanner({ launch }: { launch: EhrLaunchReply }) {
  const { ehr } = launch.prefill;
  return (
    <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} title={`Pre-filled from ${ehr.name}`}>
      Every value the chart held is filled in and says where it came from. Check each one: all of them stay
      editable, and the coverage check reads them as you change them.{' '}
      {launch.writesBack
        ? `The signed order is written back to the patient’s chart in ${ehr.name}.`
        : `${ehr.name} can read the signed order from Carelane.`}
    </Alert>
  );
}

/**
 * The form is in the signed-in frame (build/prerender.ts), drawn afresh when the app starts: what
 * the provider typed into it before then (the patient's name, most often) is carried over, and the
 * caret goes back where it was.
 */
function useTypedBeforeStart(form: UseFormReturn<WorkOrderFormValues, unknown, WorkOrder>) {
  useEffect(() => {
    const typed = takeTypedBeforeStart();
    if (!typed) return;
    for (const [name, value] of typed.values) {
      const field = name as Path<WorkOrderFormValues>;
      if (typeof form.getValues(field) === 'string') form.setValue(field, value, { shouldDirty: true });
    }
    if (typed.focused) form.setFocus(typed.focused as Path<WorkOrderFormValues>);
  }, [form]);
}
