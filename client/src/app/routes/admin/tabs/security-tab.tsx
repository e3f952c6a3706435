import { SectionHeader } from '@/components/admin/section-header';
import { AuthenticatorCard } from '@/features/admin-security/components/authenticator-card';
import { ChangePasswordCard } from '@/features/admin-security/components/change-password-card';
import { SessionsCard } from '@/features/admin-security/components/sessions-card';

/** The account's password, its authenticator app, and the browsers signed in to it. */
export function SecurityTab() {
  return (
    <section>
      <SectionHeader
        title="Security"
        description="Your password, your authenticator app, and where you are signed in."
      />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <ChangePasswordCard />
        <AuthenticatorCard />
        <SessionsCard />
      </div>
    </section>
  );
}
