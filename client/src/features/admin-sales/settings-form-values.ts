import { DEFAULT_SALES_SETTINGS, type SalesSettings, SalesSettingsSchema } from '@contract/sales';

/** The currencies most galleries sell in, offered first; any other ISO code may be typed. */
export const COMMON_CURRENCIES = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'JPY',
  'CAD',
  'AUD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HKD',
  'SGD',
] as const;
export const OTHER_CURRENCY = 'other';

/** The card times offered, in minutes: half an hour to a day. */
export const MINUTES_TO_PAY_CHOICES = [30, 60, 120, 240, 480, 720, 1440] as const;

/** "30 minutes", "1 hour", "24 hours", "90 minutes". */
export function durationText(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  const hours = minutes / 60;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** The settings as the form edits them: numbers as typed, the currency as chosen or typed. */
export interface SalesSettingsFormValues {
  currency: string;
  otherCurrency: string;
  taxRatePercent: string;
  pricesIncludeTax: boolean;
  legalName: string;
  address: string;
  taxId: string;
  bankEnabled: boolean;
  accountHolder: string;
  iban: string;
  bic: string;
  daysToPay: string;
  cardEnabled: boolean;
  minutesToPay: string;
}
export type SalesSettingsField = keyof SalesSettingsFormValues;

export function toFormValues(settings: SalesSettings): SalesSettingsFormValues {
  const common = (COMMON_CURRENCIES as readonly string[]).includes(settings.currency);
  return {
    currency: common ? settings.currency : OTHER_CURRENCY,
    otherCurrency: common ? '' : settings.currency,
    taxRatePercent: String(settings.taxRatePercent),
    pricesIncludeTax: settings.pricesIncludeTax,
    legalName: settings.seller.legalName,
    address: settings.seller.address,
    taxId: settings.seller.taxId,
    bankEnabled: settings.bankTransfer.enabled,
    accountHolder: settings.bankTransfer.accountHolder,
    iban: settings.bankTransfer.iban,
    bic: settings.bankTransfer.bic,
    daysToPay: String(settings.bankTransfer.daysToPay),
    cardEnabled: settings.card.enabled,
    minutesToPay: String(settings.card.minutesToPay),
  };
}

/** A number as typed ("19", "7,7", " 7.70 "), or NaN, which the contract refuses with its words. */
function typedNumber(text: string): number {
  const cleaned = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** Where each field of the contract's settings is edited. */
function fieldOf(path: readonly PropertyKey[], values: SalesSettingsFormValues): SalesSettingsField {
  const [group, name] = path.map(String);
  if (group === 'currency') return values.currency === OTHER_CURRENCY ? 'otherCurrency' : 'currency';
  if (group === 'seller') return name as SalesSettingsField;
  if (group === 'bankTransfer') return name === 'enabled' ? 'bankEnabled' : (name as SalesSettingsField);
  if (group === 'card') return name === 'enabled' ? 'cardEnabled' : 'minutesToPay';
  return group as SalesSettingsField;
}

export type SettingsReading =
  | { ok: true; settings: SalesSettings }
  | { ok: false; errors: Partial<Record<SalesSettingsField, string>> };

/** The form read into the settings the server takes, held to the contract's own rules and words. */
export function readSettingsForm(values: SalesSettingsFormValues): SettingsReading {
  const candidate = {
    currency: values.currency === OTHER_CURRENCY ? values.otherCurrency : values.currency,
    taxRatePercent: typedNumber(values.taxRatePercent),
    pricesIncludeTax: values.pricesIncludeTax,
    seller: { legalName: values.legalName, address: values.address, taxId: values.taxId },
    bankTransfer: {
      enabled: values.bankEnabled,
      accountHolder: values.accountHolder,
      // Written as banks print it, in groups of four; stored as one run.
      iban: values.iban.replace(/\s+/g, '').toUpperCase(),
      bic: values.bic.replace(/\s+/g, '').toUpperCase(),
      daysToPay: typedNumber(values.daysToPay),
    },
    card: { enabled: values.cardEnabled, minutesToPay: typedNumber(values.minutesToPay) },
  };
  const parsed = SalesSettingsSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, settings: parsed.data };
  const errors: Partial<Record<SalesSettingsField, string>> = {};
  const mark = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
    for (const issue of issues) errors[fieldOf(issue.path, values)] ??= issue.message;
  };
  mark(parsed.error.issues);
  // The checks across fields (an IBAN for bank transfer, a seller for any way to pay) run only
  // once every field passes: run them with the refused fields at their defaults, so the owner
  // sees every problem at the first save rather than one more at the next.
  const patched = structuredClone(candidate) as Record<string, unknown>;
  for (const { path } of parsed.error.issues) setAt(patched, path, valueAt(DEFAULT_SALES_SETTINGS, path));
  const across = SalesSettingsSchema.safeParse(patched);
  if (!across.success) mark(across.error.issues);
  return { ok: false, errors };
}

const valueAt = (from: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown> | undefined)?.[key], from);

function setAt(into: Record<string, unknown>, path: readonly PropertyKey[], value: unknown): void {
  const parent = valueAt(into, path.slice(0, -1)) as Record<PropertyKey, unknown> | undefined;
  const last = path.at(-1);
  if (parent && last !== undefined) parent[last] = value;
}
