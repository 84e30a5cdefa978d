import { afterEach, beforeEach } from 'vitest';

/** In the enclosing describe, the phone media query matches (the setup's matchMedia matches nothing). */
export function onAPhoneScreen() {
  const desktopMatchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      ...desktopMatchMedia(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = desktopMatchMedia;
  });
}
