import type { OnboardingStep } from '@dme/shared/shop/onboarding';
import { PAGE_COOKIES } from '@dme/shared/shop/page-cookies';
import { authSession } from './auth-session';
import { getCookie, removeCookie, setCookie, TWENTY_YEARS_IN_DAYS } from './cookies';
import { createExternalStore } from './external-store';

/** Spec patient §9: the chosen product vertical is remembered for 20 years. */
export const PRODUCT_VERTICAL_COOKIE = PAGE_COOKIES.productVertical;

/**
 * The browser's half of the patient session (spec patient §3): onboarding and modal flags, the
 * vertical and category choice and the shopping step. The server's half (consultation, cart,
 * insurance status, answers) comes from GET /api/patient_sessions/me.
 */
export interface PatientStoreState {
  sessionId: string | null;
  productVerticalUuid: string | null;
  productCategoryUuid: string | null;
  onboardingModal: { hasCompletedOnboarding: boolean; step: OnboardingStep };
  insuranceModal: { hasSeenModal: boolean };
  hasClosedMatriarchToast: boolean;
  shoppingProgress: { currentStepIndex: number | null };
}

/**
 * Where the browser's half is kept: a cookie (no health data in it: choices, flags, a step), so that
 * the server draws the shop and the cart as this browser shows them (issue 46). Browsers that kept it
 * in localStorage before have it moved on the next write.
 */
export const PATIENT_STORE_COOKIE = 'patient_store';
const LEGACY_STORAGE_KEY = 'patient-session';

const initialState = (sessionId: string | null, productVerticalUuid: string | null): PatientStoreState => ({
  sessionId,
  productVerticalUuid,
  productCategoryUuid: null,
  onboardingModal: { hasCompletedOnboarding: false, step: 0 },
  insuranceModal: { hasSeenModal: false },
  hasClosedMatriarchToast: false,
  shoppingProgress: { currentStepIndex: null },
});

function storedCopy(): string | null | undefined {
  try {
    return getCookie(PATIENT_STORE_COOKIE) ?? localStorage.getItem(LEGACY_STORAGE_KEY);
  } catch {
    return undefined;
  }
}

function read(): PatientStoreState {
  // The vertical's cookie is the lasting record of the vertical; the stored copy only makes it observable.
  const vertical = getCookie(PRODUCT_VERTICAL_COOKIE) ?? null;
  try {
    const raw = storedCopy();
    const stored = raw ? (JSON.parse(raw) as PatientStoreState) : null;
    return stored ? { ...stored, productVerticalUuid: vertical } : initialState(null, vertical);
  } catch {
    return initialState(null, vertical);
  }
}

const store = createExternalStore(read());

function write(next: PatientStoreState) {
  setCookie(PATIENT_STORE_COOKIE, JSON.stringify(next), TWENTY_YEARS_IN_DAYS);
  try {
    localStorage.removeItem(LEGACY_STORAGE_KEY);
  } catch {
    // Storage refused: nothing was kept there either.
  }
  store.set(next);
}

/**
 * Reads the store again from the cookies `document.cookie` holds now: the server's renderer sets
 * them to a request's before drawing its page (build/prerender-entry.tsx).
 */
export const reloadPatientStore = () => store.set(read());

export const patientStore = {
  get: store.get,
  update: (change: (current: PatientStoreState) => Partial<PatientStoreState>) =>
    write({ ...store.get(), ...change(store.get()) }),
  /** Clears everything but the session id and the chosen vertical (spec patient §4, sign-out). */
  reset: (sessionId = store.get().sessionId) =>
    write(initialState(sessionId, store.get().productVerticalUuid)),
  chooseVertical(uuid: string | null) {
    if (uuid) setCookie(PRODUCT_VERTICAL_COOKIE, uuid, TWENTY_YEARS_IN_DAYS);
    else removeCookie(PRODUCT_VERTICAL_COOKIE);
    write({ ...store.get(), productVerticalUuid: uuid, productCategoryUuid: null });
  },
  subscribe: store.subscribe,
};

export const usePatientStore: () => PatientStoreState = store.useState;

// Spec patient §4: on sign-out the session is reset, keeping only its id.
let wasSignedIn = authSession.get() !== null;
authSession.subscribe(() => {
  const isSignedIn = authSession.get() !== null;
  if (wasSignedIn && !isSignedIn) patientStore.reset();
  wasSignedIn = isSignedIn;
});
