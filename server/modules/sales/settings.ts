import { eq } from 'drizzle-orm';
import { DEFAULT_SALES_SETTINGS, type SalesSettings } from '../../../contract/sales';
import type { DbOrTransaction } from '../../core/db/index';
import { salesSettings } from './schema';

/** The shop's settings, or the defaults (no currency chosen yet means EUR, no way to pay online). */
export async function readSalesSettings(db: DbOrTransaction): Promise<SalesSettings> {
  const [row] = await db.select().from(salesSettings).where(eq(salesSettings.id, 1));
  if (!row) return DEFAULT_SALES_SETTINGS;
  // Settings saved before a field existed take that field's default.
  const saved = row.settings;
  return {
    ...DEFAULT_SALES_SETTINGS,
    ...saved,
    seller: { ...DEFAULT_SALES_SETTINGS.seller, ...saved.seller },
    bankTransfer: { ...DEFAULT_SALES_SETTINGS.bankTransfer, ...saved.bankTransfer },
    card: { ...DEFAULT_SALES_SETTINGS.card, ...saved.card },
  };
}

export async function saveSalesSettings(
  db: DbOrTransaction,
  settings: SalesSettings,
): Promise<SalesSettings> {
  await db
    .insert(salesSettings)
    .values({ id: 1, settings })
    .onConflictDoUpdate({ target: salesSettings.id, set: { settings, updatedAt: new Date() } });
  return settings;
}

/** The ways to pay a new order may offer: card only where the server has Stripe's keys. */
export function openMethods(settings: SalesSettings, cardAvailable: boolean) {
  return {
    card: settings.card.enabled && cardAvailable,
    bankTransfer: settings.bankTransfer.enabled && settings.bankTransfer.iban !== '',
  };
}
