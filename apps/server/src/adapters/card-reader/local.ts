import type { CardReader } from './port';

/**
 * The local default reads nothing: the modal then asks for the details by hand, which is the
 * spec's flow when a card cannot be read.
 */
export const manualEntryCardReader: CardReader = {
  name: 'manual entry (no card reading)',
  async read() {
    return { fields: {}, isACoveredCaliforniaPlan: false };
  },
};
