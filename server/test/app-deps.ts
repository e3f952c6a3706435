import type { AppConfig, AppDeps } from '../app';
import type { BackgroundSettings } from '../app-config';
import type { Clock } from '../core/clock';

/**
 * The app's parts and settings side by side, as tests write them: `background.clock` is the app's
 * clock (the loops run on it), the rest of `background` its loops' settings.
 */
export type FlatAppOptions = Omit<AppDeps, 'config' | 'clock'> &
  Omit<AppConfig, 'background'> & { background?: BackgroundSettings & { clock?: Clock } };

/** buildApp's deps from a test's flat options. */
export function appDepsOf(options: FlatAppOptions): AppDeps {
  const { database, storage, mailer, passwordChecks, background, ...config } = options;
  const { clock, ...loops } = background ?? {};
  return { database, storage, mailer, passwordChecks, clock, config: { ...config, background: loops } };
}
