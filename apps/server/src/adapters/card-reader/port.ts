/** What could be read off an insurance card photo (every field optional: the form fills the rest). */
export interface CardReading {
  fields: {
    memberId?: string;
    firstName?: string;
    lastName?: string;
    carrierName?: string;
    birthDate?: string;
  };
  isACoveredCaliforniaPlan: boolean;
}

/** Reads an uploaded insurance card (an OCR vendor in production); never fails the upload. */
export interface CardReader {
  readonly name: string;
  read(file: { content: Buffer; contentType: string }): Promise<CardReading>;
}
