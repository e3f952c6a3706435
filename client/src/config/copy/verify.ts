/** The words of the public certificate check (/verify). */
export const VERIFY_COPY = {
  eyebrow: 'Certificate of authenticity',
  title: 'Verify a certificate',
  intro:
    'Every piece comes with a numbered certificate. Type its code, or scan the QR code printed on it, to see what it certifies.',
  label: 'Certificate code',
  hint: '20 letters and digits, as printed: K7M2Q-9XW4R-TT3HB-0ZC8N. Case, spaces and dashes do not matter.',
  button: 'Verify',
  checking: 'Checking the code…',
  unreachable: 'The check could not be reached. Try again in a moment.',
  another: 'Check another code',
  states: {
    valid: { title: 'Valid certificate', text: 'This certificate is genuine and current.' },
    transferred: {
      title: 'Transferred',
      text: (on: string) =>
        `This certificate was transferred on ${on}: the piece was resold and its new owner holds a new certificate. It is no longer valid.`,
    },
    revoked: {
      title: 'Revoked',
      text: (on: string, reason: string | null) =>
        `This certificate was revoked on ${on}${reason ? ` (reported ${reason})` : ''}. It is not valid.`,
    },
  },
  refusedTitle: 'Not a valid code',
  throttledTitle: 'Too many wrong codes',
  fields: {
    piece: 'Piece',
    size: 'Size',
    edition: 'Edition',
    issued: 'Date of issue',
    owner: 'Owner',
    owners: 'Owners',
    code: 'Code',
  },
} as const;
