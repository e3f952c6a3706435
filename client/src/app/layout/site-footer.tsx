import { BRAND_NAME, BRAND_TAGLINE } from '@contract/brand';
import { BrandMark } from '@/components/layout/brand-logo';
import { Link } from '@/components/ui/link';
import { FOOTER_COPY, NAV_COPY } from '@/config/copy/site';
import { paths } from '@/config/paths';
import { SubscribeForm } from '@/features/newsletter/subscribe-form';

const QUICK_LINKS = [
  { to: paths.privacy, label: FOOTER_COPY.privacy },
  { to: paths.terms, label: FOOTER_COPY.terms },
  { to: paths.contact, label: FOOTER_COPY.contact },
];

// The footer's required links are only Quick Links; without these, About and Journal would have no way in.
const EXPLORE_LINKS = [
  { to: paths.collection, label: NAV_COPY.collection },
  { to: paths.about, label: NAV_COPY.about },
  { to: paths.journal, label: NAV_COPY.journal },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-surface/40">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-14 sm:px-8 lg:grid-cols-[1.4fr_1fr_1fr_1.6fr] lg:gap-10">
        <div className="grid content-start gap-3">
          <p className="flex items-center gap-2.5 font-display text-lg font-bold tracking-tight uppercase">
            <BrandMark className="size-6" />
            {BRAND_NAME}
          </p>
          <p className="max-w-xs text-sm leading-relaxed text-muted">{BRAND_TAGLINE}</p>
        </div>
        <div className="grid grid-cols-2 gap-8 lg:contents">
          <LinkColumn title={FOOTER_COPY.explore} links={EXPLORE_LINKS} />
          <LinkColumn title={FOOTER_COPY.quickLinks} links={QUICK_LINKS} />
        </div>
        <SubscribeForm />
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-5 py-6 text-xs text-muted sm:px-8">{FOOTER_COPY.copyright}</p>
      </div>
    </footer>
  );
}

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title} className="grid content-start gap-3">
      <h2 className="font-display text-sm font-semibold tracking-wide">{title}</h2>
      <ul className="grid gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-muted transition-colors hover:text-foreground">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
