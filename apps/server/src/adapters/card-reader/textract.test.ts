import { readFileSync } from 'node:fs';
import type { AnalyzeDocumentCommand, AnalyzeDocumentCommandOutput } from '@aws-sdk/client-textract';
import { TextractServiceException } from '@aws-sdk/client-textract';
import { describe, expect, it, vi } from 'vitest';
import { createTextractCardReader, type TextractSender } from './textract';

const recorded = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'),
  ) as AnalyzeDocumentCommandOutput;

const PHOTO = { content: Buffer.from('jpeg bytes of the card'), contentType: 'image/jpeg' };

function setUp(send: TextractSender['send'], timeoutMs?: number) {
  const log = { warn: vi.fn() };
  const client = { send: vi.fn(send) };
  const reader = createTextractCardReader({ region: 'us-west-2', log, client, timeoutMs });
  return { reader, log, client };
}

describe('the Textract card reader against recorded AnalyzeDocument replies', () => {
  it.each([
    [
      'commercial-card',
      {
        fields: { memberId: 'W123456789', firstName: 'JANE', lastName: 'DOE', carrierName: 'aetna' },
        isACoveredCaliforniaPlan: false,
      },
    ],
    [
      'covered-california-dependant',
      {
        fields: {
          memberId: 'XGP912345678',
          firstName: 'MARIA',
          lastName: 'GARCIA',
          carrierName: 'Anthem Blue Cross',
          birthDate: '1985-04-12',
        },
        isACoveredCaliforniaPlan: true,
      },
    ],
    ['blurry-photo', { fields: {}, isACoveredCaliforniaPlan: false }],
  ])('%s', async (fixture, expected) => {
    const { reader, log } = setUp(async () => recorded(fixture));
    expect(await reader.read(PHOTO)).toEqual(expected);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('asks the card queries of the uploaded bytes, bounded by a deadline', async () => {
    const { reader, client } = setUp(async () => recorded('commercial-card'));
    await reader.read(PHOTO);
    const [command, options] = client.send.mock.calls[0] as [
      AnalyzeDocumentCommand,
      { abortSignal: AbortSignal },
    ];
    expect(command.input).toMatchObject({ Document: { Bytes: PHOTO.content }, FeatureTypes: ['QUERIES'] });
    expect(command.input.QueriesConfig?.Queries?.map((query) => query.Alias)).toEqual([
      'MEMBER_ID',
      'MEMBER_NAME',
      'SUBSCRIBER_NAME',
      'BIRTH_DATE',
      'INSURANCE_COMPANY',
      'PLAN_NAME',
    ]);
    expect(options.abortSignal.aborted).toBe(false);
  });
});

describe('what the Textract card reader does not send', () => {
  it.each([
    ['a type Textract cannot read', { content: Buffer.from('x'), contentType: 'image/heic' }],
    [
      'a file over the 10 MB synchronous limit',
      { content: Buffer.alloc(10 * 1024 * 1024 + 1), contentType: 'application/pdf' },
    ],
  ])('reads nothing from %s', async (_, file) => {
    const { reader, client } = setUp(async () => recorded('commercial-card'));
    expect(await reader.read(file)).toEqual({ fields: {}, isACoveredCaliforniaPlan: false });
    expect(client.send).not.toHaveBeenCalled();
  });
});

describe('a Textract failure', () => {
  it('reads nothing and logs the failure without the card or the message', async () => {
    const { reader, log } = setUp(async () => {
      throw new TextractServiceException({
        name: 'UnsupportedDocumentException',
        $fault: 'client',
        $metadata: { httpStatusCode: 400, requestId: 'req-1' },
        message: 'Request has unsupported document format for JANE DOE',
      });
    });
    expect(await reader.read(PHOTO)).toEqual({ fields: {}, isACoveredCaliforniaPlan: false });
    expect(log.warn).toHaveBeenCalledWith(
      {
        reader: 'textract',
        error: 'UnsupportedDocumentException',
        httpStatus: 400,
        awsRequestId: 'req-1',
        contentType: 'image/jpeg',
        byteSize: PHOTO.content.byteLength,
      },
      expect.any(String),
    );
    expect(JSON.stringify(log.warn.mock.calls)).not.toMatch(/JANE|jpeg bytes/);
  });

  it('gives up at the deadline', async () => {
    const { reader, log } = setUp(
      (_command, { abortSignal }) =>
        new Promise((_resolve, reject) => {
          abortSignal.addEventListener('abort', () => reject(abortSignal.reason));
        }),
      20,
    );
    expect(await reader.read(PHOTO)).toEqual({ fields: {}, isACoveredCaliforniaPlan: false });
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ error: 'TimeoutError' }),
      expect.any(String),
    );
  });
});
