import { InquiryInputSchema } from '@contract/inquiry';
import { describe, expect, it } from 'vitest';
import { hasInvalidPhone, hasRequiredContactFields, toInquiryPayload } from './api';

const form = {
  name: ' Ada ',
  email: 'ada@example.com',
  phone: '+1 555 0100',
  piece: 'VHS Kid',
  message: 'Hello',
};

describe('contact form → inquiry', () => {
  it('sends the fixed fields and the phone, trimmed', () => {
    const payload = toInquiryPayload({ ...form, phone: ' +1 555 0100 ' });
    expect(payload).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      phone: '+1 555 0100',
      location: '',
      isCollector: 'false',
      isGallery: 'false',
      message: 'Hello',
      sculptureInterest: 'VHS Kid',
    });
    expect(InquiryInputSchema.safeParse(payload).success).toBe(true);
  });

  it('requires name, email and message', () => {
    expect(hasRequiredContactFields(form)).toBe(true);
    expect(hasRequiredContactFields({ ...form, message: '  ' })).toBe(false);
    expect(hasRequiredContactFields({ ...form, piece: '', phone: '' })).toBe(true);
  });

  it('checks the phone as the server does: optional, a number when given', () => {
    for (const phone of ['', '  ', '+1 555 0100', '(020) 7946-0958', '030.1234.5678']) {
      expect(hasInvalidPhone({ ...form, phone }), phone).toBe(false);
      expect(InquiryInputSchema.safeParse(toInquiryPayload({ ...form, phone })).success, phone).toBe(true);
    }
    for (const phone of ['call me', '12345', '+1 555 0100 ext 4', '555-0100-', '1234567890123456']) {
      expect(hasInvalidPhone({ ...form, phone }), phone).toBe(true);
      expect(InquiryInputSchema.safeParse(toInquiryPayload({ ...form, phone })).success, phone).toBe(false);
    }
  });
});
