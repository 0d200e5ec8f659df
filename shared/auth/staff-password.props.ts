// What the staff password pages receive. Pages import these types with `import type`; they carry no runtime code.

/** GET /judges/password/email: the forgot-password form. */
export interface ForgotPasswordPageProps {
  signInUrl: string;
  validMinutes: number;
}

/** GET /judges/password/reset/{token}?email=…: the form to choose a new password. */
export interface ResetPasswordPageProps {
  token: string;
  /** The address from the link, filled in for the person to confirm. */
  email: string;
  /** 'ready': the form is shown; otherwise `message` says why the link cannot be used. */
  state: 'ready' | 'used' | 'expired' | 'invalid';
  message: string | null;
  /** The link came with an invitation (a judge created without a password): the page welcomes them. */
  welcome: boolean;
  signInUrl: string;
  forgotUrl: string;
}
