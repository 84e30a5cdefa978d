import type { WorkOrderDetail } from '@dme/shared/work-orders/api';
import { Card, Divider, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../../../lib/format';
import { patientLabel } from '../../grouping';
import { MACHINE_QUESTION } from '../../machine-question';
import { LineEvidence } from './line-evidence';

type Line = WorkOrderDetail['consultationHcpcsCodes'][number];

export const orDash = (value: string | null | undefined) => (value?.trim() ? value : '--');
export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

const addressText = (address: WorkOrderDetail['patientAddress']) =>
  address
    ? [address.line1, address.line2, address.city, [address.state, address.zip].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ')
    : null;

const lineFields = (line: Line) =>
  [
    line.lengthOfNeed !== null && `Length of need: ${line.lengthOfNeed} months`,
    line.pressureSetting !== null && `Pressure setting: ${line.pressureSetting} cm H2O`,
    line.po2Percent !== null && `PO2: ${line.po2Percent} mm Hg`,
    line.arterialSaturationPercent !== null && `Arterial saturation: ${line.arterialSaturationPercent} %`,
  ].filter((text): text is string => Boolean(text));

const byCategory = (lines: Line[]) => {
  const groups = new Map<string, Line[]>();
  for (const line of lines) {
    const name = line.hcpcsCode.productCategory.name;
    groups.set(name, [...(groups.get(name) ?? []), line]);
  }
  return [...groups];
};

/** The Work Order Details card (spec §2), with each line's coverage evidence. */
export function WorkOrderDetails({ workOrder }: { workOrder: WorkOrderDetail }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="work-order-details">
      <Title order={2} size="h4" id="work-order-details" mb="md">
        Work Order Details
      </Title>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Field label="Submitted">{formatDate(workOrder.createdAt)}</Field>
          <Field label="Patient">
            {patientLabel(workOrder)}
            {workOrder.patientDob ? `, DoB ${formatDate(workOrder.patientDob)}` : ''}
          </Field>
          <Field label="Patient e-mail">{orDash(workOrder.patientEmail)}</Field>
          <Field label="Patient phone">{orDash(workOrder.patientPhone)}</Field>
          <Field label="Address">{orDash(addressText(workOrder.patientAddress))}</Field>
          <Field label="Insurance">
            {orDash(
              [
                workOrder.insurancePayer,
                workOrder.insuranceMemberId && `member ${workOrder.insuranceMemberId}`,
              ]
                .filter(Boolean)
                .join(', '),
            )}
          </Field>
          {workOrder.fromEhr && <Field label="Ordered from">{workOrder.fromEhr.name}</Field>}
        </SimpleGrid>
        <Divider />
        {byCategory(workOrder.consultationHcpcsCodes).map(([category, lines]) => (
          <Stack key={category} gap="xs">
            <Title order={3} size="h5">
              {category}
            </Title>
            {lines.map((line) => (
              <Stack key={line.hcpcsCode.code} gap={2} pl="sm">
                <Text fw={600}>
                  {line.hcpcsCode.code} — {line.hcpcsCode.alias}
                </Text>
                {lineFields(line).map((text) => (
                  <Text key={text} size="sm">
                    {text}
                  </Text>
                ))}
                <List size="sm" aria-label={`Diagnoses for ${line.hcpcsCode.code}`}>
                  {line.icd10S.map((dx) => (
                    <List.Item key={dx.code}>
                      {dx.code} — {dx.description}
                    </List.Item>
                  ))}
                </List>
                <LineEvidence line={line} />
              </Stack>
            ))}
          </Stack>
        ))}
        {workOrder.eligibleForMachine !== null && (
          <Field label="Machine question">
            {MACHINE_QUESTION} <strong>{yesNo(workOrder.eligibleForMachine)}</strong>
          </Field>
        )}
        <Divider />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Field label="Provider">{workOrder.provider.formalFullName}</Field>
          <Field label="NPI">{workOrder.provider.npi}</Field>
          <Field label="PECOS">{yesNo(workOrder.provider.pecos)}</Field>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
