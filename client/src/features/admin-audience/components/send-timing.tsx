import type { Sculpture } from '@contract/sculpture';
import { useQuery } from '@tanstack/react-query';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { collectionQueries } from '@/features/admin-collection/api';
import { localTimeZone } from '@/lib/local-datetime';
import { AUDIENCE_COPY } from '../audience-copy';

const copy = AUDIENCE_COPY.composer;

export type SendTiming =
  | { kind: 'now' }
  | { kind: 'later'; localValue: string }
  | { kind: 'release'; sculptureId: number | null };

/** Pieces whose release is still ahead: a newsletter can wait for one of them. */
function scheduledPieces(pieces: Sculpture[] | undefined): Sculpture[] {
  const now = Date.now();
  return (pieces ?? []).filter((piece) => piece.releaseAt && new Date(piece.releaseAt).getTime() > now);
}

/** Now, at a time (in the admin's own zone, named), or when a scheduled piece is released. */
export function SendTimingField({
  value,
  onChange,
  disabled,
}: {
  value: SendTiming;
  onChange: (timing: SendTiming) => void;
  disabled?: boolean;
}) {
  const pieces = useQuery(collectionQueries.sculptures());
  const upcoming = scheduledPieces(pieces.data);
  const options = [
    { kind: 'now', label: copy.now },
    { kind: 'later', label: copy.later },
    ...(upcoming.length > 0 ? [{ kind: 'release', label: copy.atRelease }] : []),
  ] as const;

  return (
    <fieldset className="grid gap-3" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{copy.when}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label key={option.kind} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name="send-timing"
              value={option.kind}
              checked={value.kind === option.kind}
              className="size-4 accent-[#ffd900]"
              onChange={() =>
                onChange(
                  option.kind === 'now'
                    ? { kind: 'now' }
                    : option.kind === 'later'
                      ? { kind: 'later', localValue: '' }
                      : { kind: 'release', sculptureId: upcoming[0]?.id ?? null },
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
      {value.kind === 'later' ? (
        <FormField id="newsletter-send-at" label={copy.sendAt(localTimeZone())} required>
          <Input
            id="newsletter-send-at"
            name="sendAt"
            type="datetime-local"
            // Seconds allowed: a drop announcement can go out on the exact second.
            step={1}
            className="max-w-xs"
            value={value.localValue}
            onChange={(event) => onChange({ kind: 'later', localValue: event.target.value })}
          />
        </FormField>
      ) : null}
      {value.kind === 'release' ? (
        <FormField id="newsletter-release" label={copy.releasePiece} required>
          <NativeSelect
            id="newsletter-release"
            className="max-w-md"
            value={value.sculptureId ?? ''}
            onChange={(event) => onChange({ kind: 'release', sculptureId: Number(event.target.value) })}
          >
            {upcoming.map((piece) => (
              <option key={piece.id} value={piece.id}>
                {copy.releaseOption(piece.title)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
    </fieldset>
  );
}
