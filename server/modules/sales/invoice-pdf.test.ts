import { describe, expect, it } from 'vitest';
import { CREDIT_NOTE, RECEIPT, UNPAID_INVOICE } from '../../test/invoice-sheets';
import { renderInvoicePdf } from './invoice-pdf';

/*
 * What the renderer refuses to print: a paper that would state something false. (What it prints
 * is read back with poppler in invoice-pdf.integration.test.ts.)
 */
describe('renderInvoicePdf', () => {
  it('renders each kind as a one-page PDF', async () => {
    for (const sheet of [UNPAID_INVOICE, RECEIPT, CREDIT_NOTE]) {
      const pdf = await renderInvoicePdf(sheet);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    }
  });

  it('refuses amounts that do not add up, or are not whole minor units', async () => {
    const amounts = UNPAID_INVOICE.amounts;
    await expect(
      renderInvoicePdf({ ...UNPAID_INVOICE, amounts: { ...amounts, tax: amounts.tax + 1 } }),
    ).rejects.toThrow(/do not make the total/);
    await expect(
      renderInvoicePdf({
        ...UNPAID_INVOICE,
        amounts: { ...amounts, net: 4033.61, tax: 766.39, gross: 4800 },
      }),
    ).rejects.toThrow(/do not make the total/);
  });

  it('refuses a credit note that names no invoice, and a day that is not one', async () => {
    await expect(renderInvoicePdf({ ...CREDIT_NOTE, cancels: null })).rejects.toThrow(/names no invoice/);
    await expect(renderInvoicePdf({ ...UNPAID_INVOICE, dueOn: '12/03/2027' })).rejects.toThrow(
      /is not a day/,
    );
  });

  it('refuses a currency that is not one', async () => {
    await expect(
      renderInvoicePdf({ ...UNPAID_INVOICE, amounts: { ...UNPAID_INVOICE.amounts, currency: 'EURO' } }),
    ).rejects.toThrow();
  });
});
