/**
 * European Data Format (https://www.edfplus.info/specs/edf.html): a 256-byte ASCII header, then
 * 256 bytes per signal laid out field by field (all labels, then all transducers, …), then the data
 * records, each holding every signal's samples as 16-bit little-endian integers in signal order.
 * Physical value = physical minimum + (digital − digital minimum) × physical range / digital range.
 */

export class EdfError extends Error {}

export interface EdfSignal {
  label: string;
  physicalDimension: string;
  physicalMin: number;
  physicalMax: number;
  digitalMin: number;
  digitalMax: number;
  samplesPerRecord: number;
}

export interface EdfFile {
  patientId: string;
  recordingId: string;
  /** dd.mm.yy and hh.mm.ss as the header writes them, read into ISO forms. */
  startDate: string;
  startTime: string;
  recordSeconds: number;
  signals: EdfSignal[];
  /** records[record][signal] = that signal's physical samples in the record. */
  records: number[][][];
}

const FIXED_HEADER_BYTES = 256;
const SIGNAL_HEADER_BYTES = 256;
/** The per-signal fields in file order with their widths (they add up to 256). */
const SIGNAL_FIELDS = [
  ['label', 16],
  ['transducer', 80],
  ['physicalDimension', 8],
  ['physicalMin', 8],
  ['physicalMax', 8],
  ['digitalMin', 8],
  ['digitalMax', 8],
  ['prefiltering', 80],
  ['samplesPerRecord', 8],
  ['reserved', 32],
] as const;
/** Bounds that no real summary file comes near; past them the file is refused before any allocation. */
const MAX_SIGNALS = 512;
const MAX_SAMPLES_PER_RECORD = 65_536;

const ascii = (buffer: Buffer, offset: number, length: number) =>
  buffer.toString('latin1', offset, offset + length).trim();

function numberField(text: string, what: string) {
  const value = Number(text);
  if (text === '' || !Number.isFinite(value)) throw new EdfError(`The EDF header's ${what} is not a number.`);
  return value;
}

/** EDF years are two digits: 85–99 are 1985–1999, 00–84 are 2000–2084 (the spec's clipping date). */
function isoDate(text: string) {
  const match = /^(\d{2})\.(\d{2})\.(\d{2})$/.exec(text);
  if (!match) throw new EdfError('The EDF header has no valid start date.');
  const [, day, month, year] = match;
  const fullYear = Number(year) >= 85 ? `19${year}` : `20${year}`;
  const iso = `${fullYear}-${month}-${day}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  // 31.02.24 parses to a March date: only a date that reads back the same is real.
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso)
    throw new EdfError('The EDF header has no valid start date.');
  return iso;
}

function readSignals(buffer: Buffer, count: number): EdfSignal[] {
  const fields: Record<string, string[]> = {};
  let offset = FIXED_HEADER_BYTES;
  for (const [name, width] of SIGNAL_FIELDS) {
    fields[name] = Array.from({ length: count }, (_, index) => ascii(buffer, offset + index * width, width));
    offset += count * width;
  }
  return Array.from({ length: count }, (_, index) => {
    const field = (name: string) => fields[name]?.[index] ?? '';
    const label = field('label');
    const signal = {
      label,
      physicalDimension: field('physicalDimension'),
      physicalMin: numberField(field('physicalMin'), `physical minimum of ${label}`),
      physicalMax: numberField(field('physicalMax'), `physical maximum of ${label}`),
      digitalMin: numberField(field('digitalMin'), `digital minimum of ${label}`),
      digitalMax: numberField(field('digitalMax'), `digital maximum of ${label}`),
      samplesPerRecord: numberField(field('samplesPerRecord'), `sample count of ${label}`),
    };
    if (
      signal.digitalMax <= signal.digitalMin ||
      !Number.isInteger(signal.samplesPerRecord) ||
      signal.samplesPerRecord < 0 ||
      signal.samplesPerRecord > MAX_SAMPLES_PER_RECORD
    )
      throw new EdfError(`The EDF signal ${label} has an impossible range or sample count.`);
    return signal;
  });
}

const scale = (signal: EdfSignal) =>
  (signal.physicalMax - signal.physicalMin) / (signal.digitalMax - signal.digitalMin);

/** Reads a whole EDF file; a header that lies about its size or a cut-off record is refused. */
export function readEdf(buffer: Buffer): EdfFile {
  if (buffer.length < FIXED_HEADER_BYTES || ascii(buffer, 0, 8) !== '0')
    throw new EdfError('This is not an EDF file.');
  const signalCount = numberField(ascii(buffer, 252, 4), 'signal count');
  if (!Number.isInteger(signalCount) || signalCount < 1 || signalCount > MAX_SIGNALS)
    throw new EdfError('The EDF header has an impossible signal count.');
  const headerBytes = FIXED_HEADER_BYTES + signalCount * SIGNAL_HEADER_BYTES;
  if (numberField(ascii(buffer, 184, 8), 'header size') !== headerBytes || buffer.length < headerBytes)
    throw new EdfError('The EDF file is truncated: its header is incomplete.');
  const signals = readSignals(buffer, signalCount);
  const recordBytes = signals.reduce((sum, signal) => sum + signal.samplesPerRecord * 2, 0);
  if (recordBytes === 0) throw new EdfError('The EDF file has no samples.');
  const declared = numberField(ascii(buffer, 236, 8), 'record count');
  const available = (buffer.length - headerBytes) / recordBytes;
  // -1 means "unknown" (a recording still being written): count what is there.
  const recordCount = declared === -1 ? Math.floor(available) : declared;
  if (
    !Number.isInteger(recordCount) ||
    recordCount < 0 ||
    available < recordCount ||
    (declared === -1 && !Number.isInteger(available))
  )
    throw new EdfError(
      `The EDF file is truncated: it holds ${Math.floor(available)} of ${recordCount} days. Copy it from the SD card again.`,
    );

  const records: number[][][] = [];
  let offset = headerBytes;
  for (let record = 0; record < recordCount; record++) {
    records.push(
      signals.map((signal) => {
        const samples: number[] = [];
        for (let sample = 0; sample < signal.samplesPerRecord; sample++, offset += 2) {
          const digital = buffer.readInt16LE(offset);
          samples.push(signal.physicalMin + (digital - signal.digitalMin) * scale(signal));
        }
        return samples;
      }),
    );
  }
  const startTime = ascii(buffer, 176, 8);
  if (!/^\d{2}\.\d{2}\.\d{2}$/.test(startTime)) throw new EdfError('The EDF header has no valid start time.');
  return {
    patientId: ascii(buffer, 8, 80),
    recordingId: ascii(buffer, 88, 80),
    startDate: isoDate(ascii(buffer, 168, 8)),
    startTime: startTime.replaceAll('.', ':'),
    recordSeconds: numberField(ascii(buffer, 244, 8), 'record duration'),
    signals,
    records,
  };
}

const field = (text: string, width: number) => text.slice(0, width).padEnd(width, ' ');

/** EDF header numbers are at most 8 characters; the writer refuses what would not fit. */
function numberText(value: number) {
  const text = String(value);
  if (text.length > 8) throw new EdfError(`${text} does not fit an EDF header field.`);
  return text;
}

/** Writes an EDF file: the counterpart of {@link readEdf}, used by tests and demo data. */
export function writeEdf(file: EdfFile): Buffer {
  const [year, month, day] = file.startDate.split('-');
  const header =
    field('0', 8) +
    field(file.patientId, 80) +
    field(file.recordingId, 80) +
    field(`${day}.${month}.${year?.slice(2)}`, 8) +
    field(file.startTime.replaceAll(':', '.'), 8) +
    field(String(FIXED_HEADER_BYTES + file.signals.length * SIGNAL_HEADER_BYTES), 8) +
    field('', 44) +
    field(String(file.records.length), 8) +
    field(String(file.recordSeconds), 8) +
    field(String(file.signals.length), 4);
  const columns: Record<(typeof SIGNAL_FIELDS)[number][0], (signal: EdfSignal) => string> = {
    label: (signal) => signal.label,
    transducer: () => '',
    physicalDimension: (signal) => signal.physicalDimension,
    physicalMin: (signal) => numberText(signal.physicalMin),
    physicalMax: (signal) => numberText(signal.physicalMax),
    digitalMin: (signal) => String(signal.digitalMin),
    digitalMax: (signal) => String(signal.digitalMax),
    prefiltering: () => '',
    samplesPerRecord: (signal) => String(signal.samplesPerRecord),
    reserved: () => '',
  };
  const signalHeader = SIGNAL_FIELDS.map(([name, width]) =>
    file.signals.map((signal) => field(columns[name](signal), width)).join(''),
  ).join('');
  const recordBytes = file.signals.reduce((sum, signal) => sum + signal.samplesPerRecord * 2, 0);
  const data = Buffer.alloc(file.records.length * recordBytes);
  let offset = 0;
  for (const record of file.records) {
    file.signals.forEach((signal, index) => {
      for (let sample = 0; sample < signal.samplesPerRecord; sample++, offset += 2) {
        const physical = record[index]?.[sample] ?? signal.physicalMin;
        const digital = Math.round((physical - signal.physicalMin) / scale(signal) + signal.digitalMin);
        data.writeInt16LE(Math.min(signal.digitalMax, Math.max(signal.digitalMin, digital)), offset);
      }
    });
  }
  return Buffer.concat([Buffer.from(header + signalHeader, 'latin1'), data]);
}
