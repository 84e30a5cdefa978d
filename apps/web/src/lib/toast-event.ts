/**
 * What lib/toasts.ts says before a toast is shown: app/deferred-overlays.tsx waits for it to load
 * the toasts' system, and so carries neither it nor its store (issue 46: `/`'s first visit shows
 * none). A toast shown before the overlays listen (an effect that ran first) is remembered.
 */
export const TOAST_EVENT = 'carelane:toast';

let hasShownToast = false;

export function announceToast() {
  hasShownToast = true;
  window.dispatchEvent(new Event(TOAST_EVENT));
}

export const wasToastShown = () => hasShownToast;
