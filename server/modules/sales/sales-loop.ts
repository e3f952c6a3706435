import { createIntervalLoop } from '../../core/background/interval-loop';
import type { BackgroundLoop } from '../../core/background/loop';
import type { Clock } from '../../core/clock';
import type { SalesService } from './sales-service';

/** How often the sales loop looks: a lapse or reminder is at most this late. */
export const SALES_SWEEP_INTERVAL_MS = 15_000;

/** Opens, reminds and lapses orders on the app's clock; every instance may run it at once. */
export function createSalesLoop(
  sales: SalesService,
  clock: Clock | undefined,
  onError: (error: unknown) => void,
): BackgroundLoop {
  return createIntervalLoop({
    pass: () => sales.sweep(),
    intervalMs: SALES_SWEEP_INTERVAL_MS,
    clock,
    onError,
  });
}
