import { namedTitle, PAGE_NAMES } from '@contract/page-titles';
import { Home } from '@/components/icons/admin';
import { BrandMark } from '@/components/layout/brand-logo';
import { useDocumentTitle } from '@/components/layout/document-title';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { BRAND_NAME } from '@/config/fallback-copy';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/admin-auth/components/login-form';
import { useSignInLink } from '@/features/admin-auth/use-sign-in-link';
import { withAdminQueries } from './admin-query';
import { AdminShell } from './admin-shell';

export const AdminLoginPage = withAdminQueries(Login);

function Login() {
  useDocumentTitle(namedTitle(PAGE_NAMES.admin));
  const link = useSignInLink();
  return (
    <AdminShell>
      <main className="grid min-h-dvh place-items-center px-4 py-12">
        <div className="grid w-full max-w-sm gap-6">
          <div className="grid justify-items-center gap-2 text-center">
            <BrandMark className="size-10" />
            <p className="text-xs font-semibold tracking-[0.2em] text-muted uppercase">{BRAND_NAME}</p>
          </div>
          <section
            aria-labelledby="login-title"
            className="grid gap-6 rounded-xl border border-border bg-surface p-6 shadow-sm sm:p-8"
          >
            <header className="grid gap-1.5">
              <h1 id="login-title" className="font-display text-2xl font-bold tracking-tight">
                Admin Login
              </h1>
              <p className="text-sm text-muted">Sign in to access the admin dashboard.</p>
            </header>
            {link.kind === 'pending' ? (
              <p role="status" className="text-sm text-muted">
                Signing in with your sign-in link…
              </p>
            ) : null}
            {link.kind === 'failed' ? (
              <p role="alert" className="text-sm font-medium text-sold-out">
                {link.message}
              </p>
            ) : null}
            <LoginForm />
          </section>
          <div className="grid justify-items-center gap-1.5 text-center">
            <Button asChild variant="ghost" size="sm">
              <Link to={paths.home}>
                <Home aria-hidden />
                Go to Home
              </Link>
            </Button>
            <p className="text-xs text-muted">View the live website as visitors see it</p>
          </div>
        </div>
      </main>
    </AdminShell>
  );
}
