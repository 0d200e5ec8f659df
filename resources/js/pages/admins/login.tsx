import type { ComponentType } from 'react';
import { AuthCard, Divider } from '@/components/auth-card';
import { LoginForm } from '@/components/login-form';
import { buttonClasses } from '@/components/ui/button';
import { KeyIcon } from '@/components/ui/icons';
import { dataOf, redirectOf } from '@/hooks/use-form-call';

type Props = Record<string, never>;

// 200 answers { data: { redirectTo } }.
const redirectFrom = (body: unknown) => redirectOf(dataOf(body));

/** The single sign-on 'logo': drawn inline, no external image. */
function SsoLogo() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-lg bg-ink px-2.5 py-1 text-xs font-bold tracking-[0.18em] text-yellow">
      <KeyIcon className="size-4" />
      SSO
    </span>
  );
}

const AdminLogin: ComponentType<Props> = () => {
  return (
    <AuthCard
      eyebrow="Administration"
      title="Administrator sign in"
      lead="Manage contestants, recipes and judges."
    >
      <LoginForm
        endpoint="/admins/login"
        redirectFrom={redirectFrom}
        forgotHref="/admins/password/email"
        sendsRememberMe={false}
        footer={
          <>
            <Divider label="or" />
            <a href="/login/admin" className={buttonClasses('outline', 'lg') + ' w-full'}>
              Continue with
              <SsoLogo />
            </a>
          </>
        }
      />
    </AuthCard>
  );
};

export default AdminLogin;
