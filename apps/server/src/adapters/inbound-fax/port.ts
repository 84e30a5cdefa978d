import type { FaxSource } from '@dme/shared/operations/faxes';

/** A fax as an entry point received it, before it is read and filed (features/inbound-faxes). */
export interface InboundFaxFile {
  source: FaxSource;
  /** The provider's fax id or the e-mail's Message-ID, so a second delivery is received once. */
  externalId?: string | null;
  sender?: string | null;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** How the entry points hand a fax over; the feature answers once it is filed or in the inbox. */
export type ReceiveFax = (fax: InboundFaxFile) => Promise<unknown>;
