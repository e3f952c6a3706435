// The contact page and inquiry form.

export const CONTACT_COPY = {
  title: 'Contact the Gallery',
  intro: 'Ask about a piece, an edition or a commission. Collectors and galleries welcome.',
  responseNote: "We'll respond within 24 hours",
  notes: {
    personal: {
      title: 'Personal replies',
      text: 'Tell us which piece caught your eye and how best to reach you.',
    },
    collectors: {
      title: 'Collectors & galleries',
      text: 'Ask about editions, numbering, the 12 inch and 54 inch sizes, or placement.',
    },
  },
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  phoneHint: 'Optional — only if you would like a call back.',
  piece: 'Sculpture of interest',
  piecePlaceholder: 'Select a sculpture (optional)',
  message: 'Message',
  send: 'Send Inquiry',
  sending: 'Sending...',
  /** The options when no unlocked sculptures are known. */
  fallbackPieces: ['Hero Kid', 'Gamer Kid', 'Boom Box Kid', 'VHS Kid', 'Cereal Kid', 'General Inquiry'],
  successTitle: 'Message Sent',
} as const;
