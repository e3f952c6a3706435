import type { TransferState } from '@contract/account';
import { useQuery } from '@tanstack/react-query';
import { ListHeading } from '@/components/admin/list-heading';
import { EmptyState, QueryStates } from '@/components/admin/list-states';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useRoleAllows } from '@/features/admin-auth/api';
import { resaleQueries } from '@/features/admin-resales/api';
import { ResaleCard } from '@/features/admin-resales/components/resale-card';
import { RESALES_COPY as COPY } from '@/features/admin-resales/resales-copy';
import { useTabParams } from '../use-tab-params';

const STATES = Object.keys(COPY.states) as TransferState[];
const stateOf = (value: string | null): TransferState | null =>
  STATES.includes(value as TransferState) ? (value as TransferState) : null;

/**
 * Every resale collectors started, those waiting for their buyer first (the server's order), with
 * a filter by state kept in the address. Anyone who sees collectors sees them; only the owner
 * may block one (the server refuses the rest).
 */
export function ResalesTab() {
  const { params, setParams } = useTabParams();
  const shown = stateOf(params.get('state'));
  const canBlock = useRoleAllows('owner');
  const list = useQuery(resaleQueries.list());
  useFailureToast(list.error, COPY.loadFailed);
  return (
    <section className="grid gap-4">
      <ListHeading title={COPY.title} />
      <p className="max-w-prose text-sm text-muted">{COPY.description}</p>
      <QueryStates
        query={list}
        loadingText={COPY.loading}
        failedText={COPY.loadFailed}
        empty={<EmptyState title={COPY.empty} hint={COPY.emptyHint} />}
      >
        {(transfers) => {
          const count = (state: TransferState) => transfers.filter((row) => row.state === state).length;
          const rows = shown ? transfers.filter((row) => row.state === shown) : transfers;
          return (
            <div className="grid gap-4">
              <div className="grid gap-1.5 sm:max-w-xs">
                <Label htmlFor="resales-state">{COPY.show}</Label>
                <NativeSelect
                  id="resales-state"
                  value={shown ?? ''}
                  onChange={(event) => setParams({ state: event.target.value })}
                >
                  <option value="">{COPY.all(transfers.length)}</option>
                  {STATES.map((state) => (
                    <option key={state} value={state}>
                      {COPY.stateOption(COPY.states[state], count(state))}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              {canBlock ? null : <p className="text-sm text-muted">{COPY.ownerOnly}</p>}
              {rows.length === 0 ? (
                <EmptyState title={COPY.noneInState} />
              ) : (
                <ul className="grid gap-3">
                  {rows.map((transfer) => (
                    <li key={transfer.id}>
                      <ResaleCard transfer={transfer} canBlock={canBlock} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        }}
      </QueryStates>
    </section>
  );
}
