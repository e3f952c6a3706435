import type { AccountView } from '@contract/account';
import type { FormEcho } from '@contract/form-echo';
import { SIZE_MODEL_LABELS } from '@contract/limits';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ACCOUNT_COPY as copy } from '../copy';
import { AccountSection, ActionForm, FormError } from './account-section';

const dayText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
const linkClass = 'text-sm font-medium text-accent underline underline-offset-4 hover:text-foreground';

/** The pieces passed to them waiting for acceptance, then their certificates with resale. */
export function Certificates({ view, echo }: { view: AccountView; echo: FormEcho | undefined }) {
  const acceptEcho = echo?.values.action === 'accept-transfer' ? echo : undefined;
  const transferEcho = echo?.values.action === 'transfer' ? echo : undefined;
  return (
    <>
      {view.transfersToAccept.map((offer) => (
        <AccountSection key={offer.id} title={copy.toAccept}>
          <p className="font-medium text-foreground">
            {offer.title}, {SIZE_MODEL_LABELS[offer.size]}, No. {offer.number} / {offer.total}
          </p>
          <p className="text-muted">{copy.acceptIntro}</p>
          <ActionForm action="accept-transfer" className="grid max-w-md gap-4">
            <input type="hidden" name="id" value={offer.id} />
            <FormField id={`accept-name-${offer.id}`} label={copy.yourName} required>
              <Input
                id={`accept-name-${offer.id}`}
                name="name"
                required
                maxLength={200}
                autoComplete="name"
              />
            </FormField>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium text-foreground">{copy.publicOwner}</legend>
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" name="publicOwner" value="initials" defaultChecked /> {copy.initials}
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" name="publicOwner" value="none" /> {copy.nothing}
              </label>
            </fieldset>
            <FormError message={acceptEcho?.values.id === String(offer.id) ? acceptEcho.error : null} />
            <Button type="submit" size="lg" className="justify-self-start">
              {copy.accept}
            </Button>
          </ActionForm>
        </AccountSection>
      ))}
      <AccountSection title={copy.pieces}>
        {view.certificates.length === 0 ? <p className="text-muted">{copy.noPieces}</p> : null}
        <ul className="grid gap-5">
          {view.certificates.map((certificate) => (
            <li
              key={certificate.code}
              className="grid gap-2 border-t border-border pt-4 first:border-0 first:pt-0"
            >
              <p className="font-medium text-foreground">
                {certificate.title}, {SIZE_MODEL_LABELS[certificate.size]}, No. {certificate.number} /{' '}
                {certificate.total}
              </p>
              <p className="text-sm text-muted">
                <span className="font-mono break-all">{certificate.code}</span> ·{' '}
                {copy.states[certificate.state]}
                {certificate.endedOn ? ` ${dayText(certificate.endedOn)}` : ''}
              </p>
              <p className="flex flex-wrap gap-4">
                {certificate.state === 'valid' ? (
                  <a className={linkClass} href={certificate.pdfPath}>
                    {copy.openPdf}
                  </a>
                ) : null}
                <a className={linkClass} href={certificate.verifyPath}>
                  {copy.verifyPage}
                </a>
              </p>
              {certificate.openTransfer ? (
                <ActionForm action="cancel-transfer" className="flex flex-wrap items-center gap-3">
                  <p className="text-sm text-foreground">
                    {copy.resaleWaiting(
                      certificate.openTransfer.buyerEmail,
                      dayText(certificate.openTransfer.expiresAt),
                    )}
                  </p>
                  <input type="hidden" name="id" value={certificate.openTransfer.id} />
                  <Button type="submit" variant="secondary" size="sm">
                    {copy.cancelResale}
                  </Button>
                </ActionForm>
              ) : certificate.state === 'valid' ? (
                <details className="group" open={transferEcho?.values.code === certificate.code}>
                  <summary className="cursor-pointer text-sm font-medium text-foreground">
                    {copy.resell}
                  </summary>
                  <ActionForm action="transfer" className="mt-3 grid max-w-md gap-3">
                    <p className="text-sm text-muted">{copy.resellIntro}</p>
                    <input type="hidden" name="code" value={certificate.code} />
                    <FormField id={`resale-${certificate.code}`} label={copy.buyerEmail} required>
                      <Input
                        id={`resale-${certificate.code}`}
                        name="email"
                        type="email"
                        required
                        maxLength={254}
                        defaultValue={
                          transferEcho?.values.code === certificate.code ? transferEcho.values.email : ''
                        }
                      />
                    </FormField>
                    <FormError
                      message={transferEcho?.values.code === certificate.code ? transferEcho.error : null}
                    />
                    <Button type="submit" size="sm" className="justify-self-start">
                      {copy.startResale}
                    </Button>
                  </ActionForm>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      </AccountSection>
    </>
  );
}
