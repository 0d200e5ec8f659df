import type { ComponentType } from 'react';
import { AuthCard, Divider } from '@/components/auth-card';
import { LoginForm } from '@/components/login-form';
import { ButtonLink } from '@/components/ui/button';
import { KeyIcon } from '@/components/ui/icons';
import { redirectOf } from '@/hooks/use-form-call';

type Props = Record<string, never>;

const JudgeLogin: ComponentType<Props> = () => {
  return (
    <AuthCard
      pageTitle="Judge sign in"
      eyebrow="Judges"
      title="Sign in to judge"
      lead="Review this year's recipes and cast your votes."
    >
      <ButtonLink href="/login/judge" color="yellow" size="lg" className="w-full">
        <KeyIcon className="size-5" />
        Sign in with single sign-on
      </ButtonLink>
      <Divider label="or with your e-mail" />
      <LoginForm endpoint="/judges/login" redirectFrom={redirectOf} forgotHref="/judges/password/email" />
    </AuthCard>
  );
};

export default JudgeLogin;
