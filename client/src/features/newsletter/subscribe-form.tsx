import { ArrowRight } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { FOOTER_COPY } from '@/config/fallback-copy';
import { TOASTS } from '@/config/toast-copy';
import { readErrorMessage } from '@/lib/api-client';
import { checkSubscribeEmail, useSubscribe } from './api';

/** The footer's 'Stay Updated' box. */
export function SubscribeForm() {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribe();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkSubscribeEmail(email);
    if (problem) {
      const message = problem === 'required' ? TOASTS.emailRequired : TOASTS.invalidEmail;
      toast({ ...message, variant: 'destructive' });
      return;
    }
    subscribe.mutate(email, {
      onSuccess: () => {
        setEmail('');
        toast({ ...TOASTS.subscribed, variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: TOASTS.subscribeFailed.title,
          description: readErrorMessage(error, TOASTS.subscribeFailed.fallback),
          variant: 'destructive',
        }),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <label htmlFor={inputId} className="font-display text-sm font-semibold tracking-wide text-foreground">
        {FOOTER_COPY.newsletterTitle}
      </label>
      <p className="text-sm text-muted">{FOOTER_COPY.newsletterText}</p>
      <div className="flex gap-2">
        <Input
          id={inputId}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={FOOTER_COPY.emailPlaceholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={subscribe.isPending}
        />
        <Button type="submit" disabled={subscribe.isPending} className="shrink-0">
          {subscribe.isPending ? FOOTER_COPY.subscribing : FOOTER_COPY.subscribe}
          {subscribe.isPending ? null : <ArrowRight aria-hidden />}
        </Button>
      </div>
    </form>
  );
}
