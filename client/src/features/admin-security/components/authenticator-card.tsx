import { RECOVERY_CODE_COUNT, TOTP_DIGITS, type TotpSetup } from '@contract/second-factor';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { describeField } from '@/components/admin/describe-field';
import { notifySuccess } from '@/components/admin/notify';
import { Check, Download, KeyRound, Trash2 } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TitledCard } from '@/components/ui/titled-card';
import { meQueryOptions } from '@/features/admin-auth/api';
import { readErrorMessage } from '@/lib/api-client';
import { readFormAsPosted } from '@/lib/form-as-posted';
import { useBeginTotp, useConfirmTotp, useTurnOffTotp } from '../api';
import { SECURITY_COPY } from '../security-copy';

/** The secret as an app asks it typed: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The QR code of the otpauth URL, drawn here: the secret never leaves for an image service. */
function useQrCode(url: string | undefined): string | undefined {
  const [dataUrl, setDataUrl] = useState<string>();
  useEffect(() => {
    setDataUrl(undefined);
    if (!url) return;
    let current = true;
    // Loaded only when someone sets up an app: no other page needs it.
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(url, { margin: 1, width: 208, errorCorrectionLevel: 'M' }).then((drawn) => {
        if (current) setDataUrl(drawn);
      }),
    );
    return () => {
      current = false;
    };
  }, [url]);
  return dataUrl;
}

function downloadCodes(codes: string[]) {
  const text = `Recovery codes for ${location.host}. Each signs you in once, instead of a code from your app.\n\n${codes.join('\n')}\n`;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  link.download = 'recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * The person's authenticator app (TOTP): after their password, a code from it. Set up with a QR
 * code and a first code; ten recovery codes are shown once, for the day the phone is lost.
 */
export function AuthenticatorCard() {
  const me = useQuery(meQueryOptions());
  const begin = useBeginTotp();
  const confirm = useConfirmTotp();
  const turnOff = useTurnOffTotp();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string>();
  const [askingOff, setAskingOff] = useState(false);
  const qr = useQrCode(setup?.otpauthUrl);
  const on = me.data?.secondFactor === 'totp';

  const start = () => {
    setError(undefined);
    begin.mutate(undefined, { onSuccess: setSetup });
  };

  function onConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = (readFormAsPosted(event.currentTarget).code ?? '').replace(/\s/g, '');
    if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code))
      return setError(`Enter the ${TOTP_DIGITS} digits your app shows for this account.`);
    setError(undefined);
    confirm.mutate(
      { code },
      {
        onSuccess: ({ recoveryCodes }) => {
          setSetup(null);
          setCodes(recoveryCodes);
          notifySuccess(SECURITY_COPY.success, SECURITY_COPY.totpOn);
        },
        onError: (failure) => setError(readErrorMessage(failure, 'That did not work. Try again.')),
      },
    );
  }

  if (codes)
    return (
      <TitledCard
        title="Your recovery codes"
        description={`Each of these ${RECOVERY_CODE_COUNT} codes signs you in once if your phone is lost. They are shown only now: download or write them down, and keep them apart from your phone.`}
        footer={
          <>
            <Button type="button" size="sm" variant="secondary" onClick={() => downloadCodes(codes)}>
              <Download aria-hidden />
              Download as text
            </Button>
            <Button type="button" size="sm" onClick={() => setCodes(null)}>
              <Check aria-hidden />I have saved them
            </Button>
          </>
        }
      >
        <ul className="grid grid-cols-2 gap-2 font-mono text-sm" aria-label="Recovery codes">
          {codes.map((code) => (
            <li key={code} className="rounded border border-border px-2 py-1 text-center">
              {code}
            </li>
          ))}
        </ul>
      </TitledCard>
    );

  if (setup)
    return (
      <form onSubmit={onConfirm} noValidate className="grid">
        <TitledCard
          title="Set up your authenticator app"
          description="Scan the code with an app such as 1Password, Google Authenticator or Authy, then type the 6 digits it shows."
          footer={
            <>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => setSetup(null)}
                disabled={confirm.isPending}
              >
                Cancel
              </Button>
              <Button type="submit" size="sm" disabled={confirm.isPending}>
                <KeyRound aria-hidden />
                {confirm.isPending ? 'Turning on...' : 'Turn on'}
              </Button>
            </>
          }
        >
          <div className="grid justify-items-center gap-3">
            {qr ? (
              <img
                src={qr}
                alt="QR code for your authenticator app"
                width={208}
                height={208}
                className="rounded bg-white"
              />
            ) : (
              <div className="size-52 animate-pulse rounded bg-surface-raised" aria-hidden />
            )}
            <p className="text-center text-xs text-muted">
              Cannot scan? Type this key into the app:
              <br />
              <code className="select-all font-mono text-sm text-foreground">{grouped(setup.secret)}</code>
            </p>
          </div>
          <FormField id="totp-code" label="Code from the app" error={error}>
            <Input
              id="totp-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={TOTP_DIGITS + 2}
              autoFocus
              disabled={confirm.isPending}
              {...describeField('totp-code', error)}
            />
          </FormField>
        </TitledCard>
      </form>
    );

  return (
    <TitledCard
      title="Authenticator app"
      description={
        on
          ? 'On: after your password, you type the code your app shows. Proving it is you again before a refund or an erasure takes a code too.'
          : 'After your password, a 6-digit code from an app on your phone: a stolen password alone no longer signs anyone in.'
      }
      footer={
        on ? (
          <>
            <Button type="button" size="sm" variant="secondary" onClick={start} disabled={begin.isPending}>
              {begin.isPending ? 'Starting...' : 'Move to a new phone'}
            </Button>
            <Button type="button" size="sm" variant="destructive" onClick={() => setAskingOff(true)}>
              <Trash2 aria-hidden />
              Turn off
            </Button>
          </>
        ) : (
          <Button type="button" size="sm" onClick={start} disabled={begin.isPending || !me.data}>
            <KeyRound aria-hidden />
            {begin.isPending ? 'Starting...' : 'Set up an authenticator app'}
          </Button>
        )
      }
    >
      <ConfirmDialog
        open={askingOff}
        onOpenChange={setAskingOff}
        title="Turn off the authenticator app?"
        description="Your password alone will sign you in, and your recovery codes stop working."
        confirmLabel="Turn off"
        pendingLabel="Turning off..."
        pending={turnOff.isPending}
        destructive
        onConfirm={() =>
          turnOff.mutate(undefined, {
            onSuccess: () => {
              setAskingOff(false);
              notifySuccess(SECURITY_COPY.success, SECURITY_COPY.totpOff);
            },
          })
        }
      />
    </TitledCard>
  );
}
