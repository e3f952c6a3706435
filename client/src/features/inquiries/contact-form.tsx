import { isSent } from '@contract/page-params';
import { INVALID_PHONE, PHONE_MAX_LENGTH } from '@contract/phone';
import type { FormEvent } from 'react';
import { Send } from '@/components/icons/send';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormNotice } from '@/components/ui/form-notice';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { CONTACT_COPY } from '@/config/copy/contact';
import { paths } from '@/config/paths';
import { TOASTS } from '@/config/toast-copy';
import { outageMessage } from '@/lib/api-client';
import { prepareChallenge } from '@/lib/challenge';
import { checkEmail } from '@/lib/email';
import { clearTypedFields, readFormAsPosted } from '@/lib/form-as-posted';
import { echoNotice, useFormEcho } from '@/lib/form-echo';
import { useSearchParams } from '@/lib/use-search-params';
import {
  type ContactFormState,
  contactFormOf,
  EMPTY_CONTACT_FORM,
  hasInvalidPhone,
  hasRequiredContactFields,
  useSendInquiry,
} from './api';
import { INQUIRY_TOASTS } from './inquiry-toasts';

interface ContactFormProps {
  /** Titles offered in the piece select. */
  pieces: readonly string[];
  initialPiece?: string;
}

/**
 * The inquiry form. With its script, it sends with fetch and says how it went in a toast. Before
 * (or without) it, the browser posts it to the server's /contact, which lands on `?sent=1` or
 * renders the page again with the reason and what was typed (server/modules/inquiries/form-routes.ts). Its
 * fields are read as posted (lib/form-as-posted.ts): what was typed before the script is sent.
 */
export function ContactForm({ pieces, initialPiece = '' }: ContactFormProps) {
  const echo = useFormEcho('contact');
  const searchParams = useSearchParams();
  // What the fields show first: a refused post's values, or the piece a link asked about.
  const initial: ContactFormState = echo
    ? contactFormOf(echo.values)
    : { ...EMPTY_CONTACT_FORM, piece: initialPiece };
  const send = useSendInquiry();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    // The server reads the post without script with this same function.
    const form = contactFormOf(readFormAsPosted(element));
    if (!hasRequiredContactFields(form)) {
      toast({ ...TOASTS.missingFields, variant: 'destructive' });
      return;
    }
    if (checkEmail(form.email)) {
      toast({ ...TOASTS.invalidEmail, variant: 'destructive' });
      return;
    }
    if (hasInvalidPhone(form)) {
      toast({ ...INVALID_PHONE, variant: 'destructive' });
      return;
    }
    send.mutate(form, {
      onSuccess: () => {
        clearTypedFields(element);
        toast({ title: CONTACT_COPY.successTitle, description: INQUIRY_TOASTS.sent, variant: 'success' });
      },
      onError: (error) =>
        toast({
          ...INQUIRY_TOASTS.failed,
          description: outageMessage(error) ?? INQUIRY_TOASTS.failed.description,
          variant: 'destructive',
        }),
    });
  }

  // A piece preselected by link but no longer listed still shows as chosen.
  const options = initial.piece && !pieces.includes(initial.piece) ? [initial.piece, ...pieces] : pieces;

  return (
    // The checks are the form's own (a missing field is the 'Missing fields' toast), so the browser's
    // bubbles stay off; `required` and type="email" still tell assistive technology.
    <form
      method="post"
      action={paths.contact}
      onSubmit={onSubmit}
      onFocus={prepareChallenge}
      noValidate
      className="grid gap-5"
      aria-busy={send.isPending}
    >
      {echo ? (
        <FormNotice tone="error" notice={echoNotice(echo, INQUIRY_TOASTS.failed)} />
      ) : isSent(searchParams) ? (
        <FormNotice
          tone="success"
          notice={{ title: CONTACT_COPY.successTitle, description: INQUIRY_TOASTS.sent }}
        />
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label={CONTACT_COPY.name} required>
          <Input id="contact-name" name="name" autoComplete="name" required defaultValue={initial.name} />
        </FormField>
        <FormField id="contact-email" label={CONTACT_COPY.email} required>
          <Input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={initial.email}
          />
        </FormField>
        <FormField id="contact-phone" label={CONTACT_COPY.phone} hint={CONTACT_COPY.phoneHint}>
          <Input
            id="contact-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={PHONE_MAX_LENGTH}
            aria-describedby="contact-phone-hint"
            defaultValue={initial.phone}
          />
        </FormField>
        <FormField id="contact-piece" label={CONTACT_COPY.piece}>
          <NativeSelect id="contact-piece" name="piece" defaultValue={initial.piece}>
            <option value="">{CONTACT_COPY.piecePlaceholder}</option>
            {options.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField id="contact-message" label={CONTACT_COPY.message} required>
        <Textarea id="contact-message" name="message" rows={6} required defaultValue={initial.message} />
      </FormField>
      <div className="flex flex-col-reverse items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">{CONTACT_COPY.responseNote}</p>
        <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
          {send.isPending ? CONTACT_COPY.sending : CONTACT_COPY.send}
          {send.isPending ? null : <Send aria-hidden />}
        </Button>
      </div>
    </form>
  );
}
