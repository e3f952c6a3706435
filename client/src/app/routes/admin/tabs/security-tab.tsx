import { SectionHeader } from '@/components/admin/section-header';
import { ChangePasswordCard } from '@/features/admin-security/components/change-password-card';
import { SessionsCard } from '@/features/admin-security/components/sessions-card';

/** The account's password and the browsers signed in to it. */
export function SecurityTab() {
  return (
    <section>
      <SectionHeader title="Security" description="Your password and where you are signed in." />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <ChangePasswordCard />
        <SessionsCard />
      </div>
    </section>
  );
}
