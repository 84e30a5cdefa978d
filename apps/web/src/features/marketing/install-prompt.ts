import { useSyncExternalStore } from 'react';

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

const listeners = new Set<() => void>();
let deferredPrompt: BeforeInstallPromptEvent | null = null;
let state: InstallState = {
  canPrompt: false,
  isInstalled: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
};

function update(next: Partial<InstallState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

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

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
