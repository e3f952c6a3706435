import type { AccountStep } from '@contract/account-calls';
import type { FormEcho } from '@contract/form-echo';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ACCOUNT_COPY } from '../copy';
import { AccountSection, ActionForm, FormError } from './account-section';

const copy = ACCOUNT_COPY.signIn;

/** Signing in: the address, then the emailed code (or the emailed link's one button). */
export function SignInSteps({ step, echo }: { step: AccountStep; echo: FormEcho | undefined }) {
  const error = echo?.error;
  if (step.step === 'link') {
    return (
      <AccountSection title={copy.linkButton}>
        <p className="text-muted">{copy.linkIntro}</p>
        <ActionForm action="link">
          <input type="hidden" name="link" value={step.link} />
          <Button type="submit" size="lg">
            {copy.linkButton}
          </Button>
        </ActionForm>
      </AccountSection>
    );
  }
  if (step.step === 'code') {
    return (
      <AccountSection title={copy.verify}>
        <p className="text-muted">{copy.codeIntro(step.email)}</p>
        <ActionForm action="verify" className="grid max-w-sm gap-4">
          <input type="hidden" name="email" value={step.email} />
          <FormField id="account-code" label={copy.code} required>
            <Input
              id="account-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              autoFocus
              aria-invalid={error ? true : undefined}
            />
          </FormField>
          <FormError message={error} />
          <Button type="submit" size="lg" className="justify-self-start">
            {copy.verify}
          </Button>
        </ActionForm>
        <a href="/account" className="text-sm text-muted underline underline-offset-4 hover:text-foreground">
          {copy.otherAddress}
        </a>
      </AccountSection>
    );
  }
  return (
    <AccountSection title={ACCOUNT_COPY.heading}>
      <p className="text-muted">{copy.intro}</p>
      <ActionForm action="sign-in" className="grid max-w-sm gap-4">
        <FormField id="account-email" label={copy.email} required>
          <Input
            id="account-email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={echo?.values.email ?? ''}
            required
            maxLength={254}
            aria-invalid={error ? true : undefined}
          />
        </FormField>
        <FormError message={error} />
        <Button type="submit" size="lg" className="justify-self-start">
          {copy.send}
        </Button>
      </ActionForm>
    </AccountSection>
  );
}
