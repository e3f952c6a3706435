import { createIntervalLoop } from '../../core/background/interval-loop';
import type { BackgroundLoop } from '../../core/background/loop';
import type { Clock } from '../../core/clock';
import type { DrawsService } from './draws-service';

/** How often the draws loop looks: a draw closes and is drawn at most this late. */
export const DRAWS_SWEEP_INTERVAL_MS = 5_000;

/** Opens, closes and draws on the app's clock; every instance may run it at once (draw-run.ts). */
export function createDrawsLoop(
  draws: DrawsService,
  clock: Clock | undefined,
  onError: (error: unknown) => void,
): BackgroundLoop {
  return createIntervalLoop({
    pass: () => draws.sweep(),
    intervalMs: DRAWS_SWEEP_INTERVAL_MS,
    clock,
    onError,
  });
}
