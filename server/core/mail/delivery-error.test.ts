import { describe, expect, it } from 'vitest';
import { describeDeliveryFailure, isPermanentDeliveryFailure } from './delivery-error';

const smtp = (responseCode: number, code = 'EENVELOPE') =>
  Object.assign(new Error(`${responseCode}`), { responseCode, code });

describe('delivery failures', () => {
  it('are permanent for a 5xx reply, except 503', () => {
    expect(isPermanentDeliveryFailure(smtp(550))).toBe(true);
    expect(isPermanentDeliveryFailure(smtp(554, 'EMESSAGE'))).toBe(true);
    expect(isPermanentDeliveryFailure(smtp(503))).toBe(false);
  });

  it('are temporary for a 4xx reply, a lost connection or anything unknown', () => {
    expect(isPermanentDeliveryFailure(smtp(421))).toBe(false);
    expect(isPermanentDeliveryFailure(smtp(451))).toBe(false);
    expect(isPermanentDeliveryFailure(Object.assign(new Error('closed'), { code: 'ECONNECTION' }))).toBe(
      false,
    );
    expect(isPermanentDeliveryFailure(Object.assign(new Error('slow'), { code: 'ETIMEDOUT' }))).toBe(false);
    expect(isPermanentDeliveryFailure('weird')).toBe(false);
  });

  it('are permanent for a bad envelope that never reached the server', () => {
    expect(isPermanentDeliveryFailure(Object.assign(new Error('no recipients'), { code: 'EENVELOPE' }))).toBe(
      true,
    );
  });

  it('are described briefly', () => {
    expect(describeDeliveryFailure(new Error('x'.repeat(2_000)))).toHaveLength(500);
  });
});
