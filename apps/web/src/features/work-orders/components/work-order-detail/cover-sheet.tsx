import type { WorkOrderDetail } from '@dme/shared/work-orders/api';
import { formatReferralCode } from '@dme/shared/work-orders/referral-code';
import { Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { createPortal } from 'react-dom';
import { formatDate } from '../../../../lib/format';
import { patientLabel } from '../../grouping';
import classes from './cover-sheet.module.css';

/**
 * The four codes of spec §2, so the fax desk can scan instead of typing. The two referral codes
 * carry the server's signature for this work order (issue 45), which is what lets the fax file
 * itself; the words under them say only the code a person needs to read.
 */
export const coverSheetCodes = (workOrder: WorkOrderDetail) => [
  { caption: 'Referral code', value: workOrder.coverSheetCodes.referralCode, text: workOrder.referralCode },
  { caption: 'Fax number', value: workOrder.fax.number, text: workOrder.fax.number },
  { caption: 'Fax e-mail', value: workOrder.fax.email, text: workOrder.fax.email },
  {
    caption: 'Referral code (formatted)',
    value: workOrder.coverSheetCodes.formattedReferralCode,
    text: formatReferralCode(workOrder.referralCode),
  },
];

function useQrImages(values: string[]) {
  return useQuery({
    queryKey: ['qr-codes', values],
    queryFn: () => Promise.all(values.map((value) => QRCode.toDataURL(value, { margin: 1, width: 280 }))),
    staleTime: Infinity,
  });
}

/** The fax cover sheet: where to send, which order it belongs to, and what to enclose. */
export function CoverSheet({ workOrder }: { workOrder: WorkOrderDetail }) {
  const codes = coverSheetCodes(workOrder);
  const images = useQrImages(codes.map((code) => code.value));

  return (
    <div className={classes.sheet}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2}>Fax cover sheet</Title>
            <Text>Carelane — work order documents</Text>
          </div>
          <Stack gap={0} align="flex-end">
            <Text size="sm">Referral code</Text>
            <Text fw={700} fz={28} ff="monospace">
              {formatReferralCode(workOrder.referralCode)}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={2} spacing="xs">
          <Text>
            <strong>To:</strong> Carelane documents desk
          </Text>
          <Text>
            <strong>Fax:</strong> {workOrder.fax.number}
          </Text>
          <Text>
            <strong>Patient:</strong> {patientLabel(workOrder)}
          </Text>
          {/* A long address wraps on a phone instead of being cut ("fax@carelane.examp…"). */}
          <Text style={{ overflowWrap: 'anywhere' }}>
            <strong>E-mail fax:</strong> {workOrder.fax.email}
          </Text>
          <Text>
            <strong>Provider:</strong> {workOrder.provider.formalFullName}
          </Text>
          <Text>
            <strong>Order date:</strong> {formatDate(workOrder.createdAt)}
          </Text>
        </SimpleGrid>
        <div>
          <Text fw={700}>Documents enclosed</Text>
          <List listStyleType="none">
            {workOrder.patientPacketTypes.map((packetType) => (
              <List.Item key={packetType.type}>
                ☐ {packetType.name}
                {packetType.required ? '' : ' (optional)'}
              </List.Item>
            ))}
          </List>
        </div>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          {codes.map((code, index) => (
            <Stack key={code.caption} gap={4} align="center">
              {images.data?.[index] ? (
                <img src={images.data[index]} alt={`QR code: ${code.caption}`} className={classes.qr} />
              ) : (
                <div className={classes.qr} />
              )}
              <Text size="sm" fw={600} ta="center">
                {code.caption}
              </Text>
              <Text size="xs" ta="center" style={{ wordBreak: 'break-all' }}>
                {code.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Text size="xs">
          This fax contains protected health information. If you received it in error, please notify the
          sender and destroy it.
        </Text>
      </Stack>
    </div>
  );
}

/** What the browser prints while the cover sheet is open: the sheet alone, in the page flow. */
export function CoverSheetPrintCopy({ workOrder }: { workOrder: WorkOrderDetail }) {
  return createPortal(
    <div className={classes.printCopy}>
      <CoverSheet workOrder={workOrder} />
    </div>,
    document.body,
  );
}
