import { ORDER_STAGE_LABELS, ORDER_STAGES, type OrderStage, SALES_LIMITS } from '@contract/sales';
import { useQuery } from '@tanstack/react-query';
import { ListHeading } from '@/components/admin/list-heading';
import { EmptyState, QueryStates } from '@/components/admin/list-states';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { Upload } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { type OrderFilters, salesQueries } from '@/features/admin-sales/api';
import { LedgerExport } from '@/features/admin-sales/components/ledger-export';
import { OrderPage } from '@/features/admin-sales/components/order-page';
import { OrderRow } from '@/features/admin-sales/components/order-row';
import { StatementMatch } from '@/features/admin-sales/components/statement-match';
import { SALES_COPY } from '@/features/admin-sales/sales-copy';
import { TabPages } from '../tab-pages';
import { TabSearch } from '../tab-search';
import { useTabParams } from '../use-tab-params';

const copy = SALES_COPY.orders;

const stageOf = (value: string | null): OrderStage | '' =>
  (ORDER_STAGES as readonly string[]).includes(value ?? '') ? (value as OrderStage) : '';

/** Every order, found by stage and words on the server, paged; one opens with its steps. */
export function OrdersTab() {
  const { params, setParams } = useTabParams();
  const openId = Number(params.get('order')) || null;
  if (openId !== null)
    return (
      <OrderPage
        id={openId}
        onBack={() => setParams({ order: null })}
        onOpenCollector={(id) =>
          setParams({ tab: 'collectors', collector: id, order: null, q: null, state: null, page: null })
        }
      />
    );
  if (params.get('view') === 'statement') return <StatementMatch onBack={() => setParams({ view: null })} />;
  return (
    <OrderList
      filters={{
        state: stageOf(params.get('state')),
        q: params.get('q') ?? '',
        page: Math.max(1, Number(params.get('page')) || 1),
      }}
      setParams={setParams}
    />
  );
}

function OrderList({
  filters,
  setParams,
}: {
  filters: OrderFilters;
  setParams: ReturnType<typeof useTabParams>['setParams'];
}) {
  const list = useQuery(salesQueries.orders(filters));
  useFailureToast(list.error, copy.loadFailed);
  return (
    <section className="grid gap-4">
      <ListHeading
        title={copy.title}
        action={
          <div className="flex flex-wrap gap-2">
            <Button variant="subtle" size="sm" onClick={() => setParams({ view: 'statement' })}>
              <Upload aria-hidden />
              {SALES_COPY.statement.button}
            </Button>
            <LedgerExport />
          </div>
        }
      />
      <TabSearch
        q={filters.q}
        onSearch={(text) => setParams({ q: text, page: null })}
        label={copy.searchLabel}
        placeholder={copy.searchHint}
        className="grid gap-3 sm:grid-cols-[1fr_14rem]"
      >
        <NativeSelect
          aria-label={copy.stageLabel}
          value={filters.state}
          onChange={(event) => setParams({ state: event.target.value, page: null })}
        >
          <option value="">{copy.allStages}</option>
          {ORDER_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {ORDER_STAGE_LABELS[stage]}
            </option>
          ))}
        </NativeSelect>
      </TabSearch>
      <QueryStates query={list} loadingText={copy.loading} failedText={copy.loadFailed}>
        {(result) =>
          result.total === 0 ? (
            filters.q || filters.state ? (
              <EmptyState title={copy.noMatch} />
            ) : (
              <EmptyState title={copy.empty} hint={copy.emptyHint} />
            )
          ) : (
            <TabPages
              total={result.total}
              noun={copy.noun}
              page={filters.page}
              pageSize={SALES_LIMITS.pageSize}
              pagerLabel={copy.pagerLabel}
              onPage={(next) => setParams({ page: next })}
            >
              <ul className="grid gap-2">
                {result.items.map((order) => (
                  <li key={order.id}>
                    <OrderRow order={order} onOpen={() => setParams({ order: order.id })} />
                  </li>
                ))}
              </ul>
            </TabPages>
          )
        }
      </QueryStates>
    </section>
  );
}
