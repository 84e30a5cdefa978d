import { FAX_MESSAGES, type FaxSummary } from '@dme/shared/operations/faxes';
import { PACKET_TYPE_NAMES, PACKET_TYPES, type PacketType } from '@dme/shared/work-orders/packet-types';
import { formatReferralCode } from '@dme/shared/work-orders/referral-code';
import { Alert, Button, Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAssignFax } from '../api/faxes';

const PACKET_OPTIONS = PACKET_TYPES.map((type) => ({ value: type, label: PACKET_TYPE_NAMES[type] }));

/** The server's 409 and 422 said in the words an admin can act on; anything else as the server says it. */
function assignErrorText(error: Error, code: string) {
  if (error instanceof ApiError && error.status === 409)
    return `${FAX_MESSAGES.notInInbox}: someone filed or discarded it meanwhile. Go back to the inbox to see where it went.`;
  if (error instanceof ApiError && error.status === 422 && error.message === FAX_MESSAGES.unknownReferralCode)
    return `No work order has the referral code ${code}. Check the code on the cover sheet.`;
  return error.message;
}

/**
 * Files an inbox fax to the work order of a referral code, prefilled with the code its cover
 * sheet suggested (one click for an unmatched fax).
 */
export function AssignFaxForm({
  fax,
  onAssigned,
}: {
  fax: Pick<FaxSummary, 'id' | 'referralCode'>;
  onAssigned: (filed: FaxSummary) => void;
}) {
  const [code, setCode] = useState(fax.referralCode ? formatReferralCode(fax.referralCode) : '');
  const [packetType, setPacketType] = useState<PacketType>('fax_bundle');
  const [missing, setMissing] = useState(false);
  const assign = useAssignFax();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const referralCode = code.trim();
    setMissing(!referralCode);
    if (referralCode)
      assign.mutate({ id: fax.id, referralCode, packetType }, { onSuccess: (filed) => onAssigned(filed) });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Assign to work order">
      {assign.error && (
        <Alert color="red" mb="sm" role="alert">
          {assignErrorText(assign.error, code.trim())}
        </Alert>
      )}
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Referral code"
          description={fax.referralCode ? 'Suggested from the cover sheet' : 'As printed on the cover sheet'}
          placeholder="e.g. BRS-PMP"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
          error={missing ? 'Enter the referral code of the work order' : undefined}
          autoComplete="off"
          style={{ flex: '1 1 180px' }}
        />
        <Select
          label="File as"
          data={PACKET_OPTIONS}
          value={packetType}
          onChange={(value) => value && setPacketType(value as PacketType)}
          allowDeselect={false}
          style={{ flex: '1 1 180px' }}
        />
        <Button type="submit" loading={assign.isPending}>
          Assign to work order
        </Button>
      </Group>
    </form>
  );
}
