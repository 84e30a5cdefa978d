import Bowser from 'bowser';

export const UNKNOWN_DEVICE = 'Unknown browser';

/**
 * How Account Settings names a signed-in session: "Chrome on macOS", "Safari on iOS", from the
 * User-Agent it signed in with (bowser reads it; a header is the client's to write, so anything
 * unreadable is just an unknown browser).
 */
export function deviceLabelOf(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return UNKNOWN_DEVICE;
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name) return UNKNOWN_DEVICE;
  return os.name ? `${browser.name} on ${os.name}` : browser.name;
}
