import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import type {
  AdminOrder,
  AdminOrderList,
  OrderStage,
  SalesSettings,
  SalesSettingsView,
  StatementPreview,
} from '@contract/sales';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadCsvAt } from '@/features/admin-audience/csv-download';
import { sculpturesQuery } from '@/features/sculptures/api';
import { apiJson } from '@/lib/api-client';
import { invalidatePublicData } from '@/lib/data-cache';
import { serverMessageOr } from '@/lib/mutation-failure';
import { SALES_COPY } from './sales-copy';

const SETTINGS = adminCallUrl(ADMIN_CALLS.salesSettings);
const ORDERS = adminCallUrl(ADMIN_CALLS.orders);

export interface OrderFilters {
  state: OrderStage | '';
  q: string;
  page: number;
}

/** The list's query string: only what is set, the first page unnamed. */
export function orderSearch({ state, q, page }: OrderFilters): string {
  const params = new URLSearchParams();
  if (state) params.set('state', state);
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

export const salesQueries = {
  settings: () => queryOptions<SalesSettingsView>({ queryKey: [SETTINGS] }),
  orders: (filters: OrderFilters) =>
    queryOptions<AdminOrderList>({
      queryKey: [`${ORDERS}?${orderSearch(filters)}`],
      placeholderData: (previous) => previous,
    }),
  /** One order, read by the default GET of `/api/admin/orders/{id}`. */
  order: (id: number) => queryOptions<AdminOrder>({ queryKey: [ORDERS, id] }),
};

/** Every list page and every order read: a step or a statement changes what they show. */
const isOrderQuery = (key: readonly unknown[]) => String(key[0]).startsWith(ORDERS);

/** The public pages show prices in the shop currency and counts that sales change. */
const refreshPublicPieces = () => invalidatePublicData(sculpturesQuery().key);

export function useSaveSalesSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SalesSettings) => apiJson<SalesSettingsView>('POST', SETTINGS, settings),
    onSuccess: async (saved) => {
      queryClient.setQueryData(salesQueries.settings().queryKey, saved);
      await refreshPublicPieces();
    },
    meta: { failure: serverMessageOr(SALES_COPY.settings.saveFailed) },
  });
}

/** The owner's steps on one order, each a POST answered with the order as it now stands. */
export const ORDER_STEP_CALLS = {
  markPaid: ADMIN_CALLS.orderMarkPaid,
  extend: ADMIN_CALLS.orderExtend,
  ship: ADMIN_CALLS.orderShipment,
  delivered: ADMIN_CALLS.orderDelivered,
  refund: ADMIN_CALLS.orderRefund,
  cancel: ADMIN_CALLS.orderCancel,
} as const;
export type OrderStep = keyof typeof ORDER_STEP_CALLS;

export function useOrderStep(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, body }: { step: OrderStep; body: object }) =>
      apiJson<AdminOrder>('POST', adminCallUrl(ORDER_STEP_CALLS[step], { id }), body),
    onSuccess: async (order) => {
      queryClient.setQueryData(salesQueries.order(id).queryKey, order);
      await Promise.all([
        queryClient.invalidateQueries({ predicate: (query) => isOrderQuery(query.queryKey) }),
        refreshPublicPieces(),
      ]);
    },
    meta: { failure: { description: SALES_COPY.step.failed, detail: 'reason' } },
  });
}

export function useStatementPreview() {
  return useMutation({
    mutationFn: (csv: string) =>
      apiJson<StatementPreview>('POST', adminCallUrl(ADMIN_CALLS.orderStatement), { csv }),
    meta: { failure: { description: SALES_COPY.statement.readFailed, detail: 'reason' } },
  });
}

export function useStatementApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, keys }: { csv: string; keys: string[] }) =>
      apiJson<{ applied: number; skipped: number }>('POST', adminCallUrl(ADMIN_CALLS.orderStatementApply), {
        csv,
        keys,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ predicate: (query) => isOrderQuery(query.queryKey) }),
        refreshPublicPieces(),
      ]),
    meta: { failure: { description: SALES_COPY.statement.applyFailed, detail: 'reason' } },
  });
}

/** The ledger of the days chosen (either end may be open), saved under the server's dated name. */
export function useLedgerDownload() {
  return useMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) => {
      const params = new URLSearchParams();
      if (from) params.set('from', from);
      if (to) params.set('to', to);
      const search = params.toString();
      return downloadCsvAt(
        `${adminCallUrl(ADMIN_CALLS.ordersCsv)}${search ? `?${search}` : ''}`,
        'sales-ledger.csv',
      );
    },
    meta: { failure: { description: SALES_COPY.ledger.failed, detail: 'reason' } },
  });
}
