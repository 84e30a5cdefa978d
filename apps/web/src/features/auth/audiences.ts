import { paths } from '../../app/paths';

export type Audience = 'provider' | 'supplier' | 'patient' | 'admin';

interface AudienceConfig {
  signInTitle: string;
  signInPath: string;
  /** Suppliers are created by an admin and have no signup (spec §6). */
  signUp: { path: string; label: string } | null;
  recoveryPath: string;
  resetPath: string;
}

/** Providers and suppliers share the /auth password pages; patients have their own (spec §2). */
export const AUDIENCES: Record<Audience, AudienceConfig> = {
  provider: {
    signInTitle: 'Provider Sign In',
    signInPath: paths.providerSignIn,
    signUp: { path: paths.providerSignUp, label: 'Signup as a Provider' },
    recoveryPath: paths.passwordRecovery,
    resetPath: paths.passwordReset,
  },
  supplier: {
    signInTitle: 'Supplier Sign In',
    signInPath: paths.supplierSignIn,
    signUp: null,
    recoveryPath: paths.passwordRecovery,
    resetPath: paths.passwordReset,
  },
  patient: {
    signInTitle: 'Patient Sign In',
    signInPath: paths.patientSignIn,
    // Footer: "No account? Signup as a Patient" (spec patient §2).
    signUp: { path: paths.patientSignUp, label: 'Signup as a Patient' },
    recoveryPath: paths.patientPasswordRecovery,
    resetPath: paths.patientPasswordReset,
  },
  // The operations console: admins are made by the admin command, never by signup.
  admin: {
    signInTitle: 'Operations Sign In',
    signInPath: paths.opsSignIn,
    signUp: null,
    recoveryPath: paths.passwordRecovery,
    resetPath: paths.passwordReset,
  },
};
