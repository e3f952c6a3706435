import { namedTitle, PAGE_NAMES } from '@contract/page-titles';
import { BrandMark } from '@/components/layout/brand-logo';
import { useDocumentTitle } from '@/components/layout/document-title';
import { BRAND_NAME } from '@/config/fallback-copy';
import { AcceptInvitationForm } from '@/features/admin-staff/components/accept-invitation-form';
import { useSearchParams } from '@/lib/use-search-params';
import { withAdminQueries } from './admin-query';
import { AdminShell } from './admin-shell';

export const AdminInvitePage = withAdminQueries(Invite);

/** Where an invitation's emailed link lands: the person makes their account here. */
function Invite() {
  useDocumentTitle(namedTitle(PAGE_NAMES.admin));
  const token = useSearchParams().get('token') ?? '';
  return (
    <AdminShell>
      <main className="grid min-h-dvh place-items-center px-4 py-12">
        <div className="grid w-full max-w-sm gap-6">
          <div className="grid justify-items-center gap-2 text-center">
            <BrandMark className="size-10" />
            <p className="text-xs font-semibold tracking-[0.2em] text-muted uppercase">{BRAND_NAME}</p>
          </div>
          <section
            aria-labelledby="invite-title"
            className="grid gap-6 rounded-xl border border-border bg-surface p-6 shadow-sm sm:p-8"
          >
            <header className="grid gap-1.5">
              <h1 id="invite-title" className="font-display text-2xl font-bold tracking-tight">
                Join the studio
              </h1>
              <p className="text-sm text-muted">
                Choose your username, then a password or a passkey to sign in with.
              </p>
            </header>
            {token ? (
              <AcceptInvitationForm token={token} />
            ) : (
              <p role="alert" className="text-sm font-medium text-sold-out">
                This page needs the link from your invitation email. Open the link again, or ask the studio’s
                owner for a new invitation.
              </p>
            )}
          </section>
        </div>
      </main>
    </AdminShell>
  );
}
