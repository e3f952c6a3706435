import { namedTitle } from '@contract/page-titles';
import type { SiteSettingKey } from '@contract/site-settings';
import { useEffect } from 'react';
import { useDocumentTitle } from '@/components/layout/document-title';
import { Container, PageHeader } from '@/components/layout/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { LEGAL_COPY } from '@/config/copy/legal';
import { useSiteSetting } from '@/features/site-settings/api';

interface LegalPageProps {
  settingKey: Extract<SiteSettingKey, 'privacy_content' | 'terms_content'>;
  copy: { title: string; fallback: string; loadFailed: string; counted?: string };
}

/** A legal text from settings; newlines become line breaks (text, never HTML). */
function LegalPage({ settingKey, copy }: LegalPageProps) {
  const setting = useSiteSetting(settingKey);
  useDocumentTitle(namedTitle(copy.title));
  // The toast names the failure; the page itself falls back to the built-in text.
  useEffect(() => {
    if (setting.error) console.error(copy.loadFailed, setting.error);
  }, [setting.error, copy.loadFailed]);

  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto grid max-w-3xl gap-10">
        <PageHeader eyebrow="Legal" title={copy.title} />
        {setting.isPending ? (
          <div role="status" aria-label="Loading" className="grid gap-3">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-4/5" />
          </div>
        ) : (
          <div className="grid gap-5">
            <p className="leading-relaxed whitespace-pre-line text-foreground/85">
              {setting.value ?? copy.fallback}
            </p>
            {setting.value === null && copy.counted ? (
              <p className="leading-relaxed text-foreground/85">{copy.counted}</p>
            ) : null}
          </div>
        )}
      </div>
    </Container>
  );
}

export function PrivacyPage() {
  return <LegalPage settingKey="privacy_content" copy={LEGAL_COPY.privacy} />;
}

export function TermsPage() {
  return <LegalPage settingKey="terms_content" copy={LEGAL_COPY.terms} />;
}
