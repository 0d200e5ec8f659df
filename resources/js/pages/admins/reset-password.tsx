import { ResetPasswordScreen } from '@/components/password/reset-password-screen';
import type { ResetPasswordPageProps } from '@/types';

export default function AdminResetPassword(props: ResetPasswordPageProps) {
  return (
    <ResetPasswordScreen
      {...props}
      eyebrow="Administration"
      endpoint="/admins/password/reset"
      title="Choose a new password"
      lead="Enter your e-mail address and your new password twice."
    />
  );
}
