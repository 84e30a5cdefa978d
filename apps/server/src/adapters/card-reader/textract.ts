import {
  AnalyzeDocumentCommand,
  type AnalyzeDocumentCommandOutput,
  TextractClient,
} from '@aws-sdk/client-textract';
import { todayUtc } from '@dme/shared/insurance/api';
import type { CardReader, CardReading } from './port';
import { CARD_QUERIES, cardReadingFromBlocks } from './textract-reading';

/** The one Textract call the reader makes; tests inject a fake with recorded replies. */
export interface TextractSender {
  send(
    command: AnalyzeDocumentCommand,
    options: { abortSignal: AbortSignal },
  ): Promise<Pick<AnalyzeDocumentCommandOutput, 'Blocks' | '$metadata'>>;
}

/** Where the reader reports a card it could not read (never the card's content). */
export interface CardReaderLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface TextractCardReaderOptions {
  region: string;
  /** Both or neither: without them the AWS default credential chain (role, profile, env) is used. */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  log: CardReaderLog;
  client?: TextractSender;
  /** Defaults to 8 s; tests shorten it. */
  timeoutMs?: number;
}

/** What synchronous AnalyzeDocument accepts (a PDF or TIFF of one page); HEIC arrives converted to JPEG. */
const READABLE_CONTENT_TYPES = new Set(['image/jpeg', 'image/png', 'application/pdf', 'image/tiff']);
const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** The patient waits on the modal's spinner; past this the details form is the faster path. */
const READ_TIMEOUT_MS = 8_000;

const NOTHING_READ: CardReading = { fields: {}, isACoveredCaliforniaPlan: false };

/**
 * AWS Textract AnalyzeDocument with Queries (the approach AWS documents for insurance cards).
 * The card's bytes go to Textract and nowhere else; nothing is kept by the reader. Any failure
 * or timeout reads nothing, so the patient types the details instead.
 */
export function createTextractCardReader(options: TextractCardReaderOptions): CardReader {
  const client =
    options.client ??
    new TextractClient({
      region: options.region,
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
    });
  const timeoutMs = options.timeoutMs ?? READ_TIMEOUT_MS;
  return {
    name: `AWS Textract (${options.region})`,
    async read({ content, contentType }) {
      if (!READABLE_CONTENT_TYPES.has(contentType) || content.byteLength > MAX_DOCUMENT_BYTES) {
        return NOTHING_READ;
      }
      const command = new AnalyzeDocumentCommand({
        Document: { Bytes: content },
        FeatureTypes: ['QUERIES'],
        QueriesConfig: { Queries: [...CARD_QUERIES] },
      });
      try {
        // The signal bounds the whole call, retries included.
        const reply = await client.send(command, { abortSignal: AbortSignal.timeout(timeoutMs) });
        return cardReadingFromBlocks(reply.Blocks ?? [], todayUtc());
      } catch (error) {
        // Only the error's kind and AWS request id: messages may quote the request, which is PHI.
        const failure = (error ?? {}) as {
          name?: string;
          $metadata?: { httpStatusCode?: number; requestId?: string };
        };
        options.log.warn(
          {
            reader: 'textract',
            error: failure.name,
            httpStatus: failure.$metadata?.httpStatusCode,
            awsRequestId: failure.$metadata?.requestId,
            contentType,
            byteSize: content.byteLength,
          },
          'insurance card could not be read; the patient will type the details',
        );
        return NOTHING_READ;
      }
    },
  };
}
