import { useQuery } from '@tanstack/react-query';
import { SectionHeader } from '@/components/admin/section-header';
import { meQueryOptions } from '@/features/admin-auth/api';
import { AuthenticatorCard } from '@/features/admin-security/components/authenticator-card';
import { ChangePasswordCard } from '@/features/admin-security/components/change-password-card';
import { PasskeysCard } from '@/features/admin-security/components/passkeys-card';
import { SessionsCard } from '@/features/admin-security/components/sessions-card';
import { SignInRuleCard } from '@/features/admin-security/components/sign-in-rule-card';
import { StaffAccessCard } from '@/features/admin-security/components/staff-access-card';

/**
 * The account's password, passkeys and authenticator app, and the browsers signed in to it; for
 * the Owner, everyone else's too, and the rule that all need more than a password.
 */
export function SecurityTab() {
  const me = useQuery(meQueryOptions()).data;
  return (
    <section>
      <SectionHeader
        title="Security"
        description="Your password, passkeys and authenticator app, and where you are signed in."
      />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <PasskeysCard />
        <AuthenticatorCard />
        <ChangePasswordCard />
        <SessionsCard />
        {me?.role === 'owner' ? (
          <>
            <SignInRuleCard />
            <StaffAccessCard myId={me.id} />
          </>
        ) : null}
      </div>
    </section>
  );
}
