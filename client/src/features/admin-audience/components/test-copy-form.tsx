import { isBareEmail } from '@contract/email-address';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MailCheck } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { audienceQueries, useSendTestCopy } from '../api';
import { AUDIENCE_COPY } from '../audience-copy';
import { checkNewsletterDraft, type NewsletterDraft } from '../newsletter-draft';

const copy = AUDIENCE_COPY.test;

/** One copy to one address (the admin's last one offered), checked like a send first. */
export function TestCopyForm({ draft }: { draft: NewsletterDraft }) {
  const last = useQuery(audienceQueries.testAddress());
  const [email, setEmail] = useState('');
  const send = useSendTestCopy();

  useEffect(() => {
    if (last.data?.email) setEmail((current) => current || (last.data.email ?? ''));
  }, [last.data]);

  function sendTest() {
    // Subscribers do not matter for a test copy.
    const checked = checkNewsletterDraft(draft, undefined);
    if (!checked.ok) return toast({ ...checked.problem, variant: 'destructive' });
    if (!isBareEmail(email)) {
      document.getElementById('newsletter-test-email')?.focus();
      return toast({ ...copy.invalid, variant: 'destructive' });
    }
    send.mutate(
      // The document too: the server makes the copy's HTML from it, as it will the campaign's.
      { ...checked.input, design: draft.design ?? null, email: email.trim() },
      {
        onSuccess: ({ message }) => toast({ title: copy.sent, description: message, variant: 'success' }),
      },
    );
  }

  return (
    <div className="grid gap-2 rounded-md border border-border p-3 sm:p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField id="newsletter-test-email" label={copy.email} hint={copy.hint} className="min-w-0 flex-1">
          <Input
            id="newsletter-test-email"
            type="email"
            autoComplete="email"
            value={email}
            aria-describedby="newsletter-test-email-hint"
            onChange={(event) => setEmail(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                sendTest();
              }
            }}
          />
        </FormField>
        <Button
          type="button"
          variant="secondary"
          onClick={sendTest}
          disabled={send.isPending}
          className="sm:mb-6"
        >
          <MailCheck aria-hidden />
          {send.isPending ? copy.sending : copy.send}
        </Button>
      </div>
    </div>
  );
}
