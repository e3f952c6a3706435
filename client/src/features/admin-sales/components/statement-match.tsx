import { formatMoney } from '@contract/money';
import { SALES_LIMITS, type StatementPreview } from '@contract/sales';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { notifyFailure, notifySuccess } from '@/components/admin/notify';
import { Check, Upload } from '@/components/icons/admin';
import { ArrowLeft } from '@/components/icons/arrow-left';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { salesQueries, useStatementApply, useStatementPreview } from '../api';
import { dayText } from '../order-text';
import { SALES_COPY } from '../sales-copy';

const copy = SALES_COPY.statement;
type Line = StatementPreview['matched'][number];

/**
 * The bank's statement matched to the orders awaiting transfer: read on the server, shown line by
 * line (matched and not), applied only for the lines the owner ticks, after asking.
 */
export function StatementMatch({ onBack }: { onBack: () => void }) {
  const settings = useQuery(salesQueries.settings());
  const currency = settings.data?.settings.currency ?? null;
  const money = (minor: number) => (currency ? formatMoney(minor, currency) : String(minor));
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<{ applied: number; skipped: number } | null>(null);
  const preview = useStatementPreview();
  const apply = useStatementApply();
  const fileId = useId();

  async function pick(file: File | undefined) {
    setResult(null);
    preview.reset();
    if (!file) return setCsv(null);
    if (file.size > SALES_LIMITS.statementBytes) {
      setCsv(null);
      return notifyFailure(copy.tooLarge);
    }
    try {
      setCsv(await file.text());
      setFileName(file.name);
    } catch {
      setCsv(null);
      notifyFailure(copy.unreadable);
    }
  }

  function read(event: FormEvent) {
    event.preventDefault();
    if (csv === null || preview.isPending) return;
    preview.mutate(csv, { onSuccess: (lines) => setTicked(new Set(lines.matched.map((line) => line.key))) });
  }

  const lines = preview.data;
  const chosen = lines?.matched.filter((line) => ticked.has(line.key)) ?? [];
  const chosenTotal = money(chosen.reduce((sum, line) => sum + line.amount, 0));

  function applyChosen() {
    if (csv === null) return;
    apply.mutate(
      { csv, keys: chosen.map((line) => line.key) },
      {
        onSuccess: (answer) => {
          setResult(answer);
          notifySuccess(copy.done, copy.doneText(answer.applied, answer.skipped));
        },
        onSettled: () => setAsking(false),
      },
    );
  }

  function startOver() {
    preview.reset();
    setResult(null);
    setCsv(null);
    setFileName('');
  }

  return (
    <section className="grid gap-5">
      <div>
        <Button variant="ghost" size="sm" className="-ml-3" onClick={onBack}>
          <ArrowLeft aria-hidden />
          {SALES_COPY.order.back}
        </Button>
      </div>
      <header className="grid gap-1">
        <h2 className="font-display text-2xl font-bold">{copy.title}</h2>
        <p className="max-w-prose text-sm text-muted">{copy.description}</p>
      </header>
      {result ? (
        <div className="grid gap-3 rounded-lg border border-available/40 bg-available/10 p-4" role="status">
          <p className="font-medium">{copy.done}</p>
          <p className="text-sm">{copy.doneText(result.applied, result.skipped)}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="subtle" onClick={startOver}>
              {copy.another}
            </Button>
            <Button size="sm" variant="subtle" onClick={onBack}>
              {SALES_COPY.order.back}
            </Button>
          </div>
        </div>
      ) : (
        <form
          onSubmit={read}
          className="grid gap-3 rounded-lg border border-border bg-surface p-4 sm:max-w-xl"
        >
          <FormField id={fileId} label={copy.file} hint={copy.fileHint}>
            <Input
              id={fileId}
              type="file"
              accept=".csv,text/csv,text/plain"
              className="h-auto py-2"
              aria-describedby={`${fileId}-hint`}
              onChange={(event) => void pick(event.target.files?.[0])}
            />
          </FormField>
          <div>
            <Button type="submit" size="sm" disabled={csv === null || preview.isPending}>
              <Upload aria-hidden />
              {preview.isPending ? copy.reading : copy.read}
            </Button>
          </div>
        </form>
      )}
      {lines && !result ? (
        <div className="grid gap-5">
          <LineList
            title={`${copy.matched} (${lines.matched.length})`}
            caption={fileName}
            lines={lines.matched}
            empty={copy.noneMatched}
            money={money}
            ticked={ticked}
            onTick={(key, on) =>
              setTicked((current) => {
                const next = new Set(current);
                if (on) next.add(key);
                else next.delete(key);
                return next;
              })
            }
          />
          {lines.matched.length > 0 ? (
            <div>
              <Button onClick={() => setAsking(true)} disabled={chosen.length === 0 || apply.isPending}>
                <Check aria-hidden />
                {copy.apply(chosen.length)}
              </Button>
            </div>
          ) : null}
          <LineList
            title={`${copy.unmatched} (${lines.unmatched.length})`}
            lines={lines.unmatched}
            empty={copy.noneUnmatched}
            money={money}
          />
        </div>
      ) : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={copy.confirmTitle}
        description={copy.confirmText(chosen.length, chosenTotal)}
        confirmLabel={copy.apply(chosen.length)}
        pendingLabel={copy.applying}
        pending={apply.isPending}
        onConfirm={applyChosen}
      />
    </section>
  );
}

/** The lines of one kind, each with its day, amount, reference, payer and what it means. */
function LineList({
  title,
  caption,
  lines,
  empty,
  money,
  ticked,
  onTick,
}: {
  title: string;
  caption?: string;
  lines: Line[];
  empty: string;
  money: (minor: number) => string;
  /** With these, each line has a box: ticked lines are the ones applied. */
  ticked?: Set<string>;
  onTick?: (key: string, on: boolean) => void;
}) {
  const listId = useId();
  return (
    <section className="grid gap-2" aria-label={title}>
      <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">
        {title}
        {caption ? <span className="ml-2 font-normal normal-case">{caption}</span> : null}
      </h3>
      {lines.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="grid gap-2">
          {lines.map((line, index) => {
            const boxId = `${listId}-${index}`;
            const facts = (
              <span className="grid min-w-0 gap-0.5 text-sm">
                <span className="flex flex-wrap items-baseline gap-x-3">
                  <span className="font-semibold tabular-nums">{money(line.amount)}</span>
                  <span className="text-muted">{dayText(line.bookedOn)}</span>
                  {line.orderReference ? <span className="font-mono">→ {line.orderReference}</span> : null}
                </span>
                <span className="break-words text-muted">
                  {[line.payer, line.reference].filter(Boolean).join(' · ')}
                </span>
                <span className="break-words">{line.note}</span>
              </span>
            );
            return (
              <li key={line.key} className="rounded-lg border border-border bg-surface p-3">
                {ticked && onTick ? (
                  <label htmlFor={boxId} className="flex items-start gap-3">
                    <input
                      id={boxId}
                      type="checkbox"
                      className="mt-1 size-4 accent-[var(--color-accent)]"
                      checked={ticked.has(line.key)}
                      onChange={(event) => onTick(line.key, event.target.checked)}
                    />
                    {facts}
                  </label>
                ) : (
                  facts
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
