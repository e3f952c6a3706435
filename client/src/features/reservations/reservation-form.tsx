import { INVALID_PHONE, isPhoneNumber, PHONE_MAX_LENGTH } from '@contract/phone';
import {
  RESERVATION_COPY,
  RESERVATION_MESSAGE_MAX,
  type ReservationOutcome,
} from '@contract/reservation-copy';
import { type FormEvent, type Ref, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormNotice } from '@/components/ui/form-notice';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { TOASTS } from '@/config/toast-copy';
import { readErrorMessage } from '@/lib/api-client';
import { prepareChallenge } from '@/lib/challenge';
import { checkEmail } from '@/lib/email';
import { readFormAsPosted } from '@/lib/form-as-posted';
import { type ReservationFields, useReserve } from './api';
import { ReservationOutcomeNotice } from './reservation-outcome';

interface ReservationFormProps {
  sculptureId: number;
  slug: string;
  size: '100' | '450';
  /** What a refused post without script had, and why it was refused. */
  echo?: { values: Record<string, string>; error: string | null };
  /** The place the server gave a post without script. */
  sentOutcome?: ReservationOutcome;
  nameRef?: Ref<HTMLInputElement>;
}

/**
 * The fields as the visitor sees them: read as posted (lib/form-as-posted.ts), so what was typed
 * before the script ran is sent.
 */
function fieldsOf(form: HTMLFormElement): ReservationFields {
  const posted = readFormAsPosted(form);
  const text = (name: string) => (posted[name] ?? '').trim();
  return { name: text('name'), email: text('email'), phone: text('phone'), message: text('message') };
}

/** The first rule the fields break, in the words the server would use; null when none. */
function problemOf(fields: ReservationFields): string | null {
  if (!fields.name) return TOASTS.missingFields.description;
  const email = checkEmail(fields.email);
  if (email) return email === 'required' ? TOASTS.emailRequired.description : TOASTS.invalidEmail.description;
  if (fields.phone && !isPhoneNumber(fields.phone)) return INVALID_PHONE.description;
  return null;
}

/**
 * A request to reserve one piece in one size. With script it is sent with fetch and the place is
 * shown in the form; before (or without) it, the browser posts it to the page's address,
 * /reserve?piece=…&size=…, whose answer is the page with the place, or the reason and what was
 * typed (server/modules/reservations/form-routes.ts). The inputs are the browser's own (uncontrolled): what the
 * visitor typed before the script arrived is what is sent.
 */
export function ReservationForm({
  sculptureId,
  slug,
  size,
  echo,
  sentOutcome,
  nameRef,
}: ReservationFormProps) {
  const reserve = useReserve(sculptureId, size);
  const [problem, setProblem] = useState<string | null>(null);
  const outcome = reserve.data ?? sentOutcome;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = fieldsOf(event.currentTarget);
    const broken = problemOf(fields);
    setProblem(broken);
    if (broken) return;
    reserve.mutate(fields);
  }

  if (outcome) return <ReservationOutcomeNotice outcome={outcome} />;
  const error =
    problem ??
    (reserve.isError ? readErrorMessage(reserve.error, RESERVATION_COPY.failed.description) : null) ??
    echo?.error ??
    null;
  const values = echo?.values ?? {};
  return (
    <form
      method="post"
      action={paths.reserveFor(slug, size)}
      onSubmit={onSubmit}
      onFocus={prepareChallenge}
      noValidate
      className="grid gap-5"
      aria-busy={reserve.isPending}
    >
      {error ? (
        <FormNotice tone="error" notice={{ title: RESERVATION_COPY.failed.title, description: error }} />
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`reserve-name-${size}`} label={RESERVATION_COPY.name} required>
          <Input
            ref={nameRef}
            id={`reserve-name-${size}`}
            name="name"
            autoComplete="name"
            required
            defaultValue={values.name}
          />
        </FormField>
        <FormField id={`reserve-email-${size}`} label={RESERVATION_COPY.email} required>
          <Input
            id={`reserve-email-${size}`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            defaultValue={values.email}
          />
        </FormField>
      </div>
      <FormField
        id={`reserve-phone-${size}`}
        label={RESERVATION_COPY.phone}
        hint={RESERVATION_COPY.phoneHint}
      >
        <Input
          id={`reserve-phone-${size}`}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX_LENGTH}
          aria-describedby={`reserve-phone-${size}-hint`}
          defaultValue={values.phone}
        />
      </FormField>
      <FormField
        id={`reserve-message-${size}`}
        label={RESERVATION_COPY.message}
        hint={RESERVATION_COPY.messageHint}
      >
        <Textarea
          id={`reserve-message-${size}`}
          name="message"
          rows={3}
          maxLength={RESERVATION_MESSAGE_MAX}
          aria-describedby={`reserve-message-${size}-hint`}
          defaultValue={values.message}
        />
      </FormField>
      <Button
        type="submit"
        size="lg"
        disabled={reserve.isPending}
        className="w-full sm:w-auto sm:justify-self-end"
      >
        {reserve.isPending ? RESERVATION_COPY.sending : RESERVATION_COPY.submit}
      </Button>
    </form>
  );
}
