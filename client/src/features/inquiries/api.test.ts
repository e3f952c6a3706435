import { InquiryInputSchema } from '@contract/inquiry';
import { describe, expect, it } from 'vitest';
import { hasRequiredContactFields, toInquiryPayload } from './api';

const form = {
  name: ' Ada ',
  email: 'ada@example.com',
  phone: '+1 555 0100',
  piece: 'VHS Kid',
  message: 'Hello',
};

describe('contact form → inquiry (§5, §7)', () => {
  it('sends the fixed fields and never the phone', () => {
    const payload = toInquiryPayload(form);
    expect(payload).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      location: '',
      isCollector: 'false',
      isGallery: 'false',
      message: 'Hello',
      sculptureInterest: 'VHS Kid',
    });
    expect(JSON.stringify(payload)).not.toContain('555');
    expect(InquiryInputSchema.safeParse(payload).success).toBe(true);
  });

  it('requires name, email and message', () => {
    expect(hasRequiredContactFields(form)).toBe(true);
    expect(hasRequiredContactFields({ ...form, message: '  ' })).toBe(false);
    expect(hasRequiredContactFields({ ...form, piece: '', phone: '' })).toBe(true);
  });
});
