import { createExternalStore } from '../../lib/external-store';

/** Chromium's install event for an installable web app (not yet in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser offered its install prompt and we may show it. */
  canPrompt: boolean;
  /** Running as the installed app, or installed during this visit. */
  isInstalled: boolean;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
const store = createExternalStore<InstallState>({
  canPrompt: false,
  isInstalled: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
});

const update = (next: Partial<InstallState>) => store.set({ ...store.get(), ...next });

// Loaded from index.html, before the app: the browser fires this once per page load, often before
// the team page (where the install button lives) has been opened.
window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  deferredPrompt = event as BeforeInstallPromptEvent;
  update({ canPrompt: true });
});

window.addEventListener('appinstalled', () => {
  deferredPrompt = null;
  update({ canPrompt: false, isInstalled: true });
});

/** Shows the browser's own install dialog; false when the browser did not offer one. */
export async function promptInstall(): Promise<boolean> {
  if (!deferredPrompt) return false;
  const prompt = deferredPrompt;
  deferredPrompt = null;
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  update({ canPrompt: false, isInstalled: outcome === 'accepted' });
  return true;
}

export const useInstallState: () => InstallState = store.useState;
