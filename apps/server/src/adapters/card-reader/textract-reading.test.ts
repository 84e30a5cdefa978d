import type { Block } from '@aws-sdk/client-textract';
import { describe, expect, it } from 'vitest';
import {
  cardReadingFromBlocks,
  findQueryAnswers,
  mentionsCoveredCalifornia,
  normaliseBirthDate,
  normaliseCarrierName,
  normaliseMemberId,
  splitFullName,
} from './textract-reading';

const TODAY = '2025-06-15';

describe('normaliseMemberId', () => {
  it.each([
    ['W123456789', 'W123456789'],
    ['  w 123 456 789 ', 'W123456789'],
    ['xgp912345678', 'XGP912345678'],
    ['1EG4-TE5-MK72', '1EG4-TE5-MK72'],
    ['ID: W123456789', 'W123456789'],
    ['Member ID W123 456', 'W123456'],
    ['ID# 0012 3456', '00123456'],
    ['# 98765', '98765'],
    ['IDX123456', 'IDX123456'],
  ])('%j → %s', (printed, expected) => {
    expect(normaliseMemberId(printed)).toBe(expected);
  });

  it.each([
    ['', 'nothing'],
    ['SUBSCRIBER', 'a label without a digit'],
    ['W123/456', 'a character no member ID has'],
    ['-W123', 'a leading dash'],
    [`W${'1'.repeat(80)}`, 'more than the form’s 80 characters (X12 NM109)'],
  ])('drops %j (%s)', (printed) => {
    expect(normaliseMemberId(printed)).toBeUndefined();
  });
});

describe('splitFullName', () => {
  it.each([
    ['JANE DOE', 'JANE', 'DOE'],
    ['JANE M DOE', 'JANE', 'DOE'],
    ['Jane M. Doe', 'Jane', 'Doe'],
    ['DOE, JANE M', 'JANE', 'DOE'],
    ['DOE,JANE', 'JANE', 'DOE'],
    ['GARCIA LOPEZ, MARIA L', 'MARIA', 'GARCIA LOPEZ'],
    ['MEMBER: JANE DOE', 'JANE', 'DOE'],
    ['Subscriber Name: DOE, JOHN', 'JOHN', 'DOE'],
    ['JOHN Q PUBLIC JR', 'JOHN', 'PUBLIC'],
    ['PUBLIC III, JOHN', 'JOHN', 'PUBLIC'],
    ['JUAN DE LA CRUZ', 'JUAN', 'DE LA CRUZ'],
    ["SEAN O'BRIEN-SMITH", 'SEAN', "O'BRIEN-SMITH"],
    ['JOSÉ NÚÑEZ', 'JOSÉ', 'NÚÑEZ'],
  ])('%j → %s / %s', (printed, firstName, lastName) => {
    expect(splitFullName(printed)).toEqual({ firstName, lastName });
  });

  it.each([
    ['JANE', 'a single name'],
    ['MEMBER NAME', 'a label alone'],
    ['DOE,', 'a family name without a given name'],
    ['W123456789', 'an ID'],
    ['JANE DOE 04/12/1985', 'a name run into a date'],
  ])('drops %j (%s)', (printed) => {
    expect(splitFullName(printed)).toBeUndefined();
  });
});

describe('normaliseBirthDate', () => {
  it.each([
    ['04/12/1985', '1985-04-12'],
    ['4/2/1985', '1985-04-02'],
    ['04-12-1985', '1985-04-12'],
    ['04.12.1985', '1985-04-12'],
    ['04/12/85', '1985-04-12'],
    ['1/2/03', '2003-01-02'],
    ['6/15/25', '2025-06-15'],
    ['6/16/25', '1925-06-16'],
    ['1985-04-12', '1985-04-12'],
    ['1985/4/12', '1985-04-12'],
    ['DOB: 04/12/1985', '1985-04-12'],
    ['Date of Birth 04/12/1985', '1985-04-12'],
    ['Apr 12, 1985', '1985-04-12'],
    ['SEPT. 3 1990', '1990-09-03'],
    ['12 APR 1985', '1985-04-12'],
    ['12-Apr-85', '1985-04-12'],
    ['2/29/2000', '2000-02-29'],
  ])('%j → %s', (printed, expected) => {
    expect(normaliseBirthDate(printed, TODAY)).toBe(expected);
  });

  it.each([
    ['02/30/1985', 'no such day'],
    ['2/29/2001', 'not a leap year'],
    ['13/01/1985', 'no such month'],
    ['06/16/2025', 'in the future'],
    ['2030-01-01', 'in the future'],
    ['01/01/1899', 'before 1900'],
    ['Foo 12, 1985', 'no such month name'],
    ['19850412', 'digits only'],
    ['', 'nothing'],
  ])('drops %j (%s)', (printed) => {
    expect(normaliseBirthDate(printed, TODAY)).toBeUndefined();
  });
});

describe('normaliseCarrierName', () => {
  it.each([
    ['aetna', 'aetna'],
    ['  Anthem   Blue Cross ', 'Anthem Blue Cross'],
    ['UnitedHealthcare', 'UnitedHealthcare'],
  ])('%j → %s', (printed, expected) => {
    expect(normaliseCarrierName(printed)).toBe(expected);
  });

  it.each([['A'], ['1234'], ['x'.repeat(201)]])('drops %j', (printed) => {
    expect(normaliseCarrierName(printed)).toBeUndefined();
  });
});

const line = (Text: string): Block => ({ BlockType: 'LINE', Text });

describe('mentionsCoveredCalifornia', () => {
  it.each([
    ['Covered California', true],
    ['COVERED CALIFORNIA™ Silver 70', true],
    ['Enrolled through CoveredCA', true],
    ['coveredca.com', true],
    ['Covered-California', true],
    ['Services covered: all', false],
    ['Covered caregivers', false],
    ['Covered CA residents only', false],
    ['California Physicians Service', false],
  ])('%j → %s', (text, expected) => {
    expect(mentionsCoveredCalifornia([line(text)])).toBe(expected);
  });

  it('reads printed lines only, not query answers', () => {
    expect(mentionsCoveredCalifornia([{ BlockType: 'QUERY_RESULT', Text: 'Covered California' }])).toBe(
      false,
    );
  });
});

const query = (Alias: string, ...answers: Array<[text: string, confidence: number]>): Block[] => [
  {
    BlockType: 'QUERY',
    Id: `q-${Alias}`,
    Query: { Alias, Text: `What is ${Alias}?` },
    ...(answers.length
      ? { Relationships: [{ Type: 'ANSWER', Ids: answers.map((_, index) => `a-${Alias}-${index}`) }] }
      : {}),
  },
  ...answers.map(
    ([Text, Confidence], index): Block => ({
      BlockType: 'QUERY_RESULT',
      Id: `a-${Alias}-${index}`,
      Text,
      Confidence,
    }),
  ),
];

describe('findQueryAnswers', () => {
  it('keeps the most confident answer at or above the threshold', () => {
    const blocks = [
      ...query('MEMBER_ID', ['W1', 85], ['W2', 97], ['W3', 99.5]),
      ...query('MEMBER_NAME', ['JANE DOE', 80]),
      ...query('BIRTH_DATE', ['04/12/1985', 79.9]),
      ...query('PLAN_NAME'),
    ];
    expect(findQueryAnswers(blocks)).toEqual(
      new Map([
        ['MEMBER_ID', 'W3'],
        ['MEMBER_NAME', 'JANE DOE'],
      ]),
    );
  });

  it('ignores answers that are not query results', () => {
    const blocks: Block[] = [
      {
        BlockType: 'QUERY',
        Id: 'q',
        Query: { Alias: 'MEMBER_ID', Text: '?' },
        Relationships: [{ Type: 'ANSWER', Ids: ['l'] }],
      },
      { BlockType: 'LINE', Id: 'l', Text: 'W123', Confidence: 99 },
    ];
    expect(findQueryAnswers(blocks).size).toBe(0);
  });
});

describe('cardReadingFromBlocks', () => {
  it('falls back to the subscriber when the member name cannot be split', () => {
    const blocks = [...query('MEMBER_NAME', ['JANE', 99]), ...query('SUBSCRIBER_NAME', ['DOE, JOHN', 95])];
    expect(cardReadingFromBlocks(blocks, TODAY).fields).toEqual({ firstName: 'JOHN', lastName: 'DOE' });
  });

  it('falls back to the plan name when the insurance company is not answered', () => {
    const blocks = [
      ...query('INSURANCE_COMPANY', ['Cigna', 50]),
      ...query('PLAN_NAME', ['Cigna Open Access Plus', 90]),
    ];
    expect(cardReadingFromBlocks(blocks, TODAY).fields).toEqual({ carrierName: 'Cigna Open Access Plus' });
  });

  it('leaves out what is implausible rather than prefilling it', () => {
    const blocks = [
      ...query('MEMBER_ID', ['GROUP', 99]),
      ...query('BIRTH_DATE', ['13/45/1985', 99]),
      line('Covered California'),
    ];
    expect(cardReadingFromBlocks(blocks, TODAY)).toEqual({ fields: {}, isACoveredCaliforniaPlan: true });
  });

  it('reads nothing from an empty reply', () => {
    expect(cardReadingFromBlocks([], TODAY)).toEqual({ fields: {}, isACoveredCaliforniaPlan: false });
  });
});
