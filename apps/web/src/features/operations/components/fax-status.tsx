import type { FaxSource, FaxStatus, FaxSummary } from '@dme/shared/operations/faxes';
import { formatReferralCode } from '@dme/shared/work-orders/referral-code';
import { Badge } from '@mantine/core';
import { opsPaths } from '../../../app/paths';

export const FAX_STATUS_LABELS: Record<FaxStatus, string> = {
  unmatched: 'Unmatched',
  unreadable: 'No cover sheet',
  filed: 'Filed',
  discarded: 'Discarded',
};
const STATUS_COLORS: Record<FaxStatus, string> = {
  unmatched: 'orange',
  unreadable: 'red',
  filed: 'green',
  discarded: 'gray',
};
export const FAX_SOURCE_LABELS: Record<FaxSource, string> = {
  fax_provider: 'Fax line',
  email: 'E-mail',
  drop_folder: 'Drop folder',
  console_upload: 'Console upload',
};

export const faxDetailPath = (id: string) => opsPaths.fax.replace(':id', id);
export const faxTitle = (fax: Pick<FaxSummary, 'sender'>) => `Fax from ${fax.sender ?? 'an unknown sender'}`;
export const faxTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The work order it went to, or the one its cover sheet named (a suggestion while it waits). */
export const faxWorkOrder = (fax: Pick<FaxSummary, 'status' | 'referralCode'>) =>
  fax.referralCode
    ? `${formatReferralCode(fax.referralCode)}${fax.status === 'filed' ? '' : ' (suggested)'}`
    : '—';

export function FaxStatusBadge({ status }: { status: FaxStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {FAX_STATUS_LABELS[status]}
    </Badge>
  );
}
