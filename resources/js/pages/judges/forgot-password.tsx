import { ForgotPasswordScreen } from '@/components/password/forgot-password-form';
import type { ForgotPasswordPageProps } from '@/types';

export default function JudgeForgotPassword(props: ForgotPasswordPageProps) {
  return <ForgotPasswordScreen {...props} eyebrow="Judges" endpoint="/judges/password/email" />;
}
