import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MARGIN, PAGE } from '../../core/pdf/pdf-sheet';
import { CREDIT_NOTE, RECEIPT, UNPAID_INVOICE } from '../../test/invoice-sheets';
import { FOOTER_RULE, type InvoiceSheet, renderInvoicePdf } from './invoice-pdf';

/*
 * The invoice, the receipt and the credit note as a reader sees them: rendered, then read back
 * with poppler (pdftotext, pdfinfo, pdffonts) the way a collector's PDF viewer, its search, or an
 * accountant's tool reads them.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'invoice-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
async function rendered(sheet: InvoiceSheet) {
  const file = path.join(dir, `sheet-${++files}.pdf`);
  writeFileSync(file, await renderInvoicePdf(sheet));
  // In the order the page is drawn: each block whole, a row's label before its amount.
  const text = execFileSync('pdftotext', ['-raw', file, '-']).toString();
  const read = (program: 'pdfinfo' | 'pdffonts') => execFileSync(program, [file]).toString();
  const boxes = () => wordBoxes(execFileSync('pdftotext', ['-bbox', file, '-']).toString());
  return { text, read, boxes };
}

/** The words, in this order, any spaces or line breaks between them: how the page reads. */
function reads(...words: string[]): RegExp {
  const escaped = words.map((word) =>
    word
      .split(/\s+/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s+'),
  );
  return new RegExp(escaped.join('\\s+'));
}

describe('an unpaid invoice for bank transfer', () => {
  it('names seller, buyer, piece, dates and the order, on one A4 page with the site’s fonts', async () => {
    const { text, read } = await rendered(UNPAID_INVOICE);
    expect(text).toMatch(reads('Invoice'));
    expect(text).toMatch(reads('INV-2027-0001'));
    expect(text).toMatch(
      reads('DATE OF ISSUE', 'March 5, 2027', 'DUE DATE', 'March 12, 2027', 'ORDER', 'VT-0042'),
    );
    expect(text).toMatch(reads('Chrome Nostalgia Studio GmbH', 'Torstraße 112', '10119 Berlin'));
    expect(text).toMatch(reads('Tax ID DE312456789'));
    expect(text).toMatch(reads('BILLED TO', 'Zoë Łukasiewicz-Hernández', 'Rue de la Paix 14'));
    expect(text).toMatch(reads('Appartement 3B', '75002 Paris', 'France', 'zoe@example.com'));
    expect(text).toMatch(reads('Hero Kid, 12 inch, No. 3 of 10', '€4,800.00'));
    expect(text).not.toContain('PAID');

    expect(read('pdfinfo')).toMatch(/Pages:\s+1\n/);
    expect(read('pdfinfo')).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expect(read('pdfinfo')).toMatch(/Title:\s+Invoice INV-2027-0001\n/);
    const fonts = read('pdffonts');
    expect(fonts).toMatch(/SpaceGrotesk/);
    expect(fonts).toMatch(/Inter/);
    // Every font embedded: the paper prints the same on any machine.
    expect(fonts).not.toMatch(/\bno\s+(yes|no)\s+(yes|no)\s+\d/);
  });

  it('sums net and tax to the total due, saying the tax is included in the price', async () => {
    const { text } = await rendered(UNPAID_INVOICE);
    expect(text).toMatch(reads('AMOUNT DUE', '€4,800.00', 'Due by March 12, 2027'));
    expect(text).toMatch(reads('Net', '€4,033.61'));
    expect(text).toMatch(reads('Tax 19% (included)', '€766.39'));
    expect(text).toMatch(reads('Total due', '€4,800.00'));
    expect(text).toMatch(reads('Prices include 19% tax.'));
  });

  it('adds the tax to the price when prices are net', async () => {
    const { text } = await rendered({
      ...UNPAID_INVOICE,
      amounts: {
        ...UNPAID_INVOICE.amounts,
        net: 480_000,
        tax: 91_200,
        gross: 571_200,
        pricesIncludeTax: false,
      },
    });
    expect(text).toMatch(reads('Hero Kid, 12 inch, No. 3 of 10', '€4,800.00'));
    expect(text).toMatch(reads('Tax 19%', '€912.00'));
    expect(text).not.toContain('included');
    expect(text).not.toContain('Prices include');
    expect(text).toMatch(reads('Total due', '€5,712.00'));
  });

  it('says how to pay: holder, IBAN in groups of four, BIC, the reference and the due date', async () => {
    const { text } = await rendered(UNPAID_INVOICE);
    expect(text).toMatch(
      reads(
        'HOW TO PAY',
        'Please transfer €4,800.00 by March 12, 2027 to the account below, quoting the reference',
      ),
    );
    expect(text).toMatch(
      reads('ACCOUNT HOLDER', 'Chrome Nostalgia Studio GmbH', 'IBAN', 'DE89 3704 0044 0532 0130 00'),
    );
    expect(text).toMatch(reads('BIC', 'COBADEFFXXX', 'REFERENCE TO QUOTE', 'INV-2027-0001 VT-0042'));
  });

  it('prints no bank box for an invoice paid another way, and still says when it is due', async () => {
    const { text } = await rendered({ ...UNPAID_INVOICE, bank: null });
    expect(text).not.toContain('HOW TO PAY');
    expect(text).not.toContain('DE89');
    expect(text).toMatch(reads('Due by March 12, 2027'));
  });
});

describe('a receipt (the invoice once paid)', () => {
  it('is titled Receipt, marked PAID, and says when and how it was paid', async () => {
    const { text, read } = await rendered(RECEIPT);
    expect(text).toMatch(reads('Receipt'));
    expect(text).toMatch(reads('INV-2027-0001'));
    expect(text).toMatch(/\bPAID\b/);
    expect(text).toMatch(
      reads('DATE OF ISSUE', 'March 5, 2027', 'PAID ON', 'March 12, 2027', 'ORDER', 'VT-0042'),
    );
    expect(text).toMatch(reads('JP¥480,000 paid on March 12, 2027 by card.'));
    expect(text).toMatch(reads('Total paid', 'JP¥480,000'));
    expect(read('pdfinfo')).toMatch(/Title:\s+Receipt INV-2027-0001\n/);
  });

  it('leaves out what is no longer due: the bank box, the due date, the amount due', async () => {
    const { text } = await rendered({ ...RECEIPT, bank: UNPAID_INVOICE.bank });
    expect(text).not.toContain('HOW TO PAY');
    expect(text).not.toContain('DE89');
    expect(text).not.toContain('DUE DATE');
    expect(text).not.toContain('AMOUNT DUE');
    expect(text).not.toContain('Total due');
  });

  it('names a payment the studio recorded, and one by bank transfer, in words', async () => {
    const byHand = await rendered({ ...RECEIPT, paid: { on: '2027-03-14', method: 'by-hand' } });
    expect(byHand.text).toMatch(reads('paid on March 14, 2027 as recorded by the studio.'));
    const transfer = await rendered({ ...RECEIPT, paid: { on: '2027-03-14', method: 'bank-transfer' } });
    expect(transfer.text).toMatch(reads('paid on March 14, 2027 by bank transfer.'));
  });
});

describe('a credit note', () => {
  it('says which invoice it cancels and why, with every amount negative', async () => {
    const { text, read } = await rendered(CREDIT_NOTE);
    expect(text).toMatch(reads('Credit note'));
    expect(text).toMatch(reads('INV-2027-0007'));
    expect(text).toMatch(
      reads('DATE OF ISSUE', 'April 2, 2027', 'CANCELS INVOICE', 'INV-2027-0001', 'ORDER', 'VT-0042'),
    );
    expect(text).toMatch(
      reads('CREDITED', '-US$5,712.00', 'This credit note cancels INV-2027-0001 in full.'),
    );
    expect(text).toMatch(reads('Reason: The collector returned the piece within 14 days.'));
    expect(text).toMatch(reads('CREDITED TO', 'Zoë Łukasiewicz-Hernández'));
    expect(text).toMatch(reads('Hero Kid, 12 inch, No. 3 of 10', '-US$4,800.00'));
    expect(text).toMatch(reads('Net', '-US$4,800.00'));
    expect(text).toMatch(reads('Tax 19%', '-US$912.00'));
    expect(text).toMatch(reads('Total credited', '-US$5,712.00'));
    expect(text).not.toContain('PAID');
    expect(text).not.toContain('HOW TO PAY');
    expect(read('pdfinfo')).toMatch(/Title:\s+Credit note INV-2027-0007\n/);
  });

  it('prints no reason line when the studio gave none, and no negative zero', async () => {
    const { text } = await rendered({
      ...CREDIT_NOTE,
      cancels: { number: 'INV-2027-0001', reason: '  ' },
      amounts: { ...CREDIT_NOTE.amounts, net: 571_200, tax: 0, gross: 571_200, taxRatePercent: 0 },
    });
    expect(text).not.toContain('Reason');
    expect(text).toMatch(reads('Tax 0%', 'US$0.00'));
    expect(text).not.toContain('-US$0.00');
  });
});

describe('any currency, to its own number of decimals', () => {
  const totalIn = async (currency: string, net: number, tax: number) => {
    const { text } = await rendered({
      ...UNPAID_INVOICE,
      amounts: { net, tax, gross: net + tax, currency, taxRatePercent: 10, pricesIncludeTax: false },
    });
    return text;
  };

  it('writes yen without decimals, dinars with three, pounds and euros with two', async () => {
    expect(await totalIn('JPY', 480_000, 48_000)).toMatch(reads('Net', 'JP¥480,000', 'Tax 10%', 'JP¥48,000'));
    expect(await totalIn('KWD', 1_234_500, 123_450)).toMatch(reads('Total due', 'KWD 1,357.950'));
    expect(await totalIn('GBP', 480_000, 48_000)).toMatch(reads('Total due', '£5,280.00'));
    expect(await totalIn('EUR', 480_000, 48_000)).toMatch(reads('Total due', '€5,280.00'));
  });
});

describe('long and foreign text', () => {
  const crowded: InvoiceSheet = {
    ...UNPAID_INVOICE,
    seller: {
      legalName: 'Chrome Nostalgia Kunst- und Skulpturenwerkstatt Gesellschaft mit beschränkter Haftung',
      address: Array.from({ length: 12 }, (_, index) => `Address line ${index + 1}`).join('\n'),
      taxId: 'DE312456789',
    },
    buyer: {
      name: 'Αλέξανδρος Παπαδόπουλος-Ивановский de la Fontaine-Łęczycka',
      email: `${'collector.with.a.very.long.name'.repeat(3)}@example.com`,
      address: {
        name: 'Reception desk, Ms. Hernández, for the attention of the collector',
        line1: '1600 Pennsylvania Avenue NW, the building with the long white facade',
        line2: 'Suite 400, third floor, ring twice and wait for the porter to come',
        postalCode: '20500',
        city: 'Washington',
        region: 'DC',
        country: 'US',
        phone: '',
      },
    },
    line: {
      // As long as a title may be (200 characters).
      title: `The Boy Who Watched the Cartoons Before School ${'and Never Stopped '.repeat(9)}`.slice(0, 200),
      size: '450',
      number: 12,
      editionSize: null,
    },
    amounts: {
      net: 99_999_999_999,
      tax: 1,
      gross: 100_000_000_000,
      currency: 'KWD',
      taxRatePercent: 7.75,
      pricesIncludeTax: false,
    },
    bank: {
      accountHolder: 'Chrome Nostalgia Kunst- und Skulpturenwerkstatt GmbH',
      iban: 'de89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
      reference: 'INV-2027-0001',
    },
  };

  it('prints Greek, Cyrillic and accents; wraps a long title; an edition of unknown size has no "of"', async () => {
    const { text } = await rendered(crowded);
    expect(text).toMatch(reads('Αλέξανδρος Παπαδόπουλος-Ивановский de la Fontaine-Łęczycka'));
    expect(text).toMatch(reads('The Boy Who Watched the Cartoons Before School and Never Stopped'));
    // The title is cut short, with an ellipsis, before it would push the totals off the page;
    // the size and number never are.
    expect(text).toMatch(reads('and Never…, 54 inch, No. 12'));
    expect(text).toMatch(
      reads('Chrome Nostalgia Kunst- und Skulpturenwerkstatt Gesellschaft mit beschränkter Haftung'),
    );
    // Addresses longer than their room: the street runs together and is cut, the place never is.
    expect(text).toMatch(reads('Reception desk, Ms. Hernández, for the attention of the collector, 1600'));
    expect(text).toMatch(reads('…', 'Washington, DC 20500', 'United States'));
    expect(text).toMatch(reads('Address line 1, Address line 2,'));
    expect(text).toMatch(reads('…', 'Address line 12', 'Tax ID DE312456789'));
    expect(text).toMatch(reads('KWD 100,000,000.000'));
    expect(text).toMatch(reads('DE89 3704 0044 0532 0130 00'));

    const short = await rendered({ ...UNPAID_INVOICE, line: { ...crowded.line, title: 'Пионер Ωμέγα' } });
    expect(short.text).toMatch(reads('Пионер Ωμέγα, 54 inch, No. 12', '€4,800.00'));
    expect(short.text).not.toMatch(/No\. 12 of/);
  });

  it('keeps every word inside the margins, above the small print, on one page, none over another', async () => {
    const papers: InvoiceSheet[] = [
      crowded,
      { ...crowded, paid: RECEIPT.paid },
      {
        ...crowded,
        kind: 'credit-note',
        dueOn: null,
        bank: null,
        cancels: { number: 'INV-2027-0001', reason: 'x '.repeat(200) },
      },
    ];
    for (const sheet of papers) {
      const { read, boxes } = await rendered(sheet);
      expect(read('pdfinfo')).toMatch(/Pages:\s+1\n/);
      const words = boxes();
      expect(words.length).toBeGreaterThan(100);
      for (const word of words) {
        expect(word.xMin, word.word).toBeGreaterThanOrEqual(MARGIN - 0.5);
        expect(word.xMax, word.word).toBeLessThanOrEqual(PAGE.width - MARGIN + 0.5);
        // Only the head band's words and the small print at the foot sit outside the body.
        if (word.yMin < 100 || word.yMin > FOOTER_RULE) continue;
        // Clear of it by more than the bank box's padding below its last line.
        expect(word.yMax, word.word).toBeLessThanOrEqual(FOOTER_RULE - 20);
      }
      const overlapping = words.flatMap((a, i) =>
        words
          .slice(i + 1)
          .filter((b) => overlaps(a, b))
          .map((b) => `${a.word} / ${b.word}`),
      );
      expect(overlapping).toEqual([]);
    }
  });
});

interface WordBox {
  word: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

function wordBoxes(html: string): WordBox[] {
  return [
    ...html.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ].map(([, xMin, yMin, xMax, yMax, word]) => ({
    word: word!,
    xMin: Number(xMin),
    yMin: Number(yMin),
    xMax: Number(xMax),
    yMax: Number(yMax),
  }));
}

/** Two words drawn over each other (a hair of shared edge between lines is not an overlap). */
function overlaps(a: WordBox, b: WordBox): boolean {
  const tolerance = 0.5;
  return (
    a.xMin < b.xMax - tolerance &&
    b.xMin < a.xMax - tolerance &&
    a.yMin < b.yMax - tolerance &&
    b.yMin < a.yMax - tolerance
  );
}
