import { ResetPasswordScreen } from '@/components/password/reset-password-screen';
import type { ResetPasswordPageProps } from '@/types';

export default function JudgeResetPassword(props: ResetPasswordPageProps) {
  const { welcome } = props;
  const usable = props.state === 'ready';
  const title = !usable
    ? 'This link cannot be used'
    : welcome
      ? 'Choose your password'
      : 'Choose a new password';
  return (
    <ResetPasswordScreen
      {...props}
      eyebrow="Judges"
      endpoint="/judges/password/reset"
      title={title}
      lead={
        !usable
          ? undefined
          : welcome
            ? 'Welcome to the judging panel! Choose the password you will sign in with.'
            : 'Enter your e-mail address and your new password twice.'
      }
    />
  );
}
