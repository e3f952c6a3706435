import type { SizeModel } from '../../../../contract/limits';
import type { Address } from '../../../../contract/sales';

/**
 * What an invoice or credit note prints, kept as it was when the document was issued: a later
 * edit of the shop's settings, the piece or the buyer's record never rewrites an issued document.
 * Whether it is paid is read from the order when it is rendered (a receipt is the invoice, paid).
 */
export interface InvoiceSnapshot {
  /** Invoice only: the day payment is due. */
  dueOn: string | null;
  /** Credit note only: the invoice it cancels, and why. */
  cancels: { number: string; reason: string } | null;
  orderReference: string;
  seller: { legalName: string; address: string; taxId: string };
  buyer: { name: string; email: string; address: Address | null };
  line: { title: string; size: SizeModel; number: number; editionSize: number | null };
  amounts: {
    net: number;
    tax: number;
    gross: number;
    currency: string;
    taxRatePercent: number;
    pricesIncludeTax: boolean;
  };
  /** Where to pay, on an invoice for bank transfer; null otherwise. */
  bank: { accountHolder: string; iban: string; bic: string; reference: string } | null;
}
