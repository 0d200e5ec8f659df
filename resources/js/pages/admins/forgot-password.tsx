import { ForgotPasswordScreen } from '@/components/password/forgot-password-form';
import type { ForgotPasswordPageProps } from '@/types';

export default function AdminForgotPassword(props: ForgotPasswordPageProps) {
  return <ForgotPasswordScreen {...props} eyebrow="Administration" endpoint="/admins/password/email" />;
}
