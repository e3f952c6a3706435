import { DEFAULT_SALES_SETTINGS } from '@contract/sales';
import { describe, expect, it } from 'vitest';
import { openSteps } from './order-steps-open';
import { durationText, OTHER_CURRENCY, readSettingsForm, toFormValues } from './settings-form-values';

const form = toFormValues(DEFAULT_SALES_SETTINGS);

describe('readSettingsForm', () => {
  it('reads what the owner typed into the settings the server takes', () => {
    const reading = readSettingsForm({
      ...form,
      currency: 'GBP',
      taxRatePercent: ' 7,7 ',
      legalName: 'Chrome Kids Studio Ltd',
      bankEnabled: true,
      iban: 'gb33 bukb 2020 1555 5555 55',
      bic: 'bukb gb22',
      daysToPay: '14',
      minutesToPay: '120',
    });
    expect(reading).toEqual({
      ok: true,
      settings: expect.objectContaining({
        currency: 'GBP',
        taxRatePercent: 7.7,
        bankTransfer: expect.objectContaining({
          enabled: true,
          iban: 'GB33BUKB20201555555555',
          bic: 'BUKBGB22',
          daysToPay: 14,
        }),
        card: { enabled: false, minutesToPay: 120 },
      }),
    });
  });

  it('names the field of each problem, in the contract’s words', () => {
    const reading = readSettingsForm({
      ...form,
      currency: OTHER_CURRENCY,
      otherCurrency: 'ZZZ',
      taxRatePercent: '',
      daysToPay: '90',
      cardEnabled: true,
    });
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.errors.otherCurrency).toMatch(/three-letter code/);
    expect(reading.errors.taxRatePercent).toMatch(/percentage from 0 to 100/);
    expect(reading.errors.daysToPay).toMatch(/1 to 60 days/);
    // Card on asks who sells: invoices name the seller.
    expect(reading.errors.legalName).toMatch(/legal name/);
  });

  it('keeps a currency outside the common list as typed', () => {
    const values = toFormValues({ ...DEFAULT_SALES_SETTINGS, currency: 'ISK' });
    expect([values.currency, values.otherCurrency]).toEqual([OTHER_CURRENCY, 'ISK']);
  });

  it('says card times as an owner would', () => {
    expect([30, 60, 90, 1440].map(durationText)).toEqual(['30 minutes', '1 hour', '90 minutes', '24 hours']);
  });
});

describe('openSteps', () => {
  const parcel = (state: 'to-pack' | 'shipped' | 'delivered') => ({
    state,
    carrier: null,
    trackingNumber: null,
    trackingUrl: null,
    shippedAt: null,
    deliveredAt: null,
  });
  it('offers each order only the steps its state allows', () => {
    expect(openSteps({ state: 'awaiting-payment', shipment: null })).toEqual([
      'markPaid',
      'extend',
      'cancel',
    ]);
    expect(openSteps({ state: 'lapsed', shipment: null })).toEqual(['markPaid']);
    expect(openSteps({ state: 'paid', shipment: parcel('to-pack') })).toEqual(['ship', 'refund']);
    expect(openSteps({ state: 'paid', shipment: parcel('shipped') })).toEqual([
      'delivered',
      'ship',
      'refund',
    ]);
    expect(openSteps({ state: 'paid', shipment: parcel('delivered') })).toEqual(['refund']);
    expect(openSteps({ state: 'refunded', shipment: null })).toEqual([]);
  });
});
