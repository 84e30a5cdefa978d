import { describe, expect, it } from 'vitest';
import { deviceLabelOf, UNKNOWN_DEVICE } from './device-label';

describe('deviceLabelOf', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Firefox on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['', UNKNOWN_DEVICE],
    [null, UNKNOWN_DEVICE],
    ['\u0000<script>', UNKNOWN_DEVICE],
  ])('%s reads as %s', (userAgent, label) => {
    expect(deviceLabelOf(userAgent)).toBe(label);
  });
});
