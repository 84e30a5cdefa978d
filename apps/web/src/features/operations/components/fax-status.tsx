import type { FaxSource, FaxStatus, FaxSummary } from '@dme/shared/operations/faxes';
import { formatReferralCode } from '@dme/shared/work-orders/referral-code';
import { Alert, Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
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

const UNVERIFIED_SHEETS = {
  invalid: {
    title: 'Cover sheet signature did not verify',
    why: 'was not printed from that work order’s page, or was altered',
  },
  unsigned: {
    title: 'Unsigned cover sheet',
    why: 'carries no signature: it was printed before cover sheets were signed, or drawn by someone who knew the code',
  },
} as const;

/**
 * A waiting fax whose cover sheet names a work order but did not prove it (issue 45): the admin is
 * told why before the one-click assign, since anyone who knows a code can draw such a sheet.
 */
export function CoverSheetWarning({
  fax,
}: {
  fax: Pick<FaxSummary, 'coverSheetSignature' | 'referralCode' | 'status'>;
}) {
  if (fax.status !== 'unmatched' || !fax.referralCode) return null;
  if (fax.coverSheetSignature !== 'invalid' && fax.coverSheetSignature !== 'unsigned') return null;
  const sheet = UNVERIFIED_SHEETS[fax.coverSheetSignature];
  return (
    <Alert color="orange" title={sheet.title} icon={<IconAlertTriangle size={20} aria-hidden />}>
      This cover sheet names {formatReferralCode(fax.referralCode)} but {sheet.why}. Check that the pages
      belong to that patient before assigning them.
    </Alert>
  );
}
