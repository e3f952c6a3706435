import type { InvoiceSheet } from '../modules/sales/invoice-pdf';

/*
 * Invoices as a gallery in Berlin issues them to a collector in Paris: an unpaid one for bank
 * transfer, the same paid (a receipt), and the credit note cancelling it. Each test changes what
 * it is about.
 */

export const UNPAID_INVOICE: InvoiceSheet = {
  kind: 'invoice',
  number: 'INV-2027-0001',
  issuedOn: '2027-03-05',
  dueOn: '2027-03-12',
  paid: null,
  cancels: null,
  orderReference: 'VT-0042',
  seller: {
    legalName: 'Chrome Nostalgia Studio GmbH',
    address: 'Torstraße 112\n10119 Berlin\nGermany',
    taxId: 'DE312456789',
  },
  buyer: {
    name: 'Zoë Łukasiewicz-Hernández',
    email: 'zoe@example.com',
    address: {
      name: 'Zoë Łukasiewicz-Hernández',
      line1: 'Rue de la Paix 14',
      line2: 'Appartement 3B',
      postalCode: '75002',
      city: 'Paris',
      region: '',
      country: 'FR',
      phone: '',
    },
  },
  line: { title: 'Hero Kid', size: '100', number: 3, editionSize: 10 },
  amounts: {
    net: 403_361,
    tax: 76_639,
    gross: 480_000,
    currency: 'EUR',
    taxRatePercent: 19,
    pricesIncludeTax: true,
  },
  bank: {
    accountHolder: 'Chrome Nostalgia Studio GmbH',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    reference: 'INV-2027-0001 VT-0042',
  },
};

export const RECEIPT: InvoiceSheet = {
  ...UNPAID_INVOICE,
  paid: { on: '2027-03-12', method: 'card' },
  // A receipt is for money already received: the bank details stay off it even when given.
  amounts: {
    net: 436_364,
    tax: 43_636,
    gross: 480_000,
    currency: 'JPY',
    taxRatePercent: 10,
    pricesIncludeTax: true,
  },
};

export const CREDIT_NOTE: InvoiceSheet = {
  ...UNPAID_INVOICE,
  kind: 'credit-note',
  number: 'INV-2027-0007',
  issuedOn: '2027-04-02',
  dueOn: null,
  bank: null,
  cancels: { number: 'INV-2027-0001', reason: 'The collector returned the piece within 14 days.' },
  amounts: {
    net: 480_000,
    tax: 91_200,
    gross: 571_200,
    currency: 'USD',
    taxRatePercent: 19,
    pricesIncludeTax: false,
  },
};
