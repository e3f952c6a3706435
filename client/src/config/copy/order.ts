/** The words of the collector's order page (/orders/<token>). */
export const ORDER_COPY = {
  eyebrow: 'Your order',
  reference: (reference: string) => `Order ${reference}`,
  loading: 'Opening your order…',
  /** The page's heading and the line under it, by phase (features/orders/order-phase.ts). */
  headline: {
    'awaiting-payment': {
      title: 'Your number is held for you',
      intro:
        'Choose how you would like to pay. Everything about your order stays on this page: keep the link.',
    },
    'awaiting-address': {
      title: 'Your number is held for you',
      intro:
        'Tell us where to ship it, and your invoice with our bank details follows at once. Everything about your order stays on this page: keep the link.',
    },
    'awaiting-transfer': {
      title: 'Your invoice is ready',
      intro: 'Transfer the amount with the reference below. We will email you the moment it arrives.',
    },
    'confirming-payment': {
      title: 'Thank you — we are confirming your payment',
      intro: 'Your card payment went through at Stripe. It takes a few seconds to reach us.',
    },
    paid: { title: 'Paid — thank you', intro: 'The piece is yours. Here is what happens next.' },
    shipped: { title: 'On its way', intro: 'Your piece has left the studio.' },
    delivered: { title: 'Delivered', intro: 'Your piece has arrived. Enjoy it.' },
    lapsed: {
      title: 'This order has lapsed',
      intro: 'The time to pay ended before a payment reached us.',
    },
    cancelled: { title: 'This order was cancelled', intro: 'Nothing is owed for it.' },
    refunded: { title: 'This order was refunded', intro: 'Your payment was returned in full.' },
  },
  unreachable: {
    title: 'Your order could not be opened',
    text: 'The site could not be reached just now. Please try again in a moment.',
    retry: 'Try again',
  },
  invalid: {
    title: 'This order link does not work',
    fallback: 'Check that the link was copied whole from the email.',
    back: 'Back to the collection',
  },
  piece: {
    heading: 'The piece',
    size: 'Size',
    number: 'Number',
    numberOf: (number: number, of: number | null) => (of ? `No. ${number} of ${of}` : `No. ${number}`),
    view: 'View the piece',
  },
  amounts: {
    heading: 'Amount',
    net: 'Price before tax',
    tax: (rate: number) => `Tax (${rate} %)`,
    noTax: 'Tax',
    gross: 'Total',
    included: 'Tax included in the price.',
  },
  pay: {
    heading: 'Pay for your piece',
    keptUntil: (when: string) => `Your number is kept for you until ${when}.`,
    card: 'Pay by card',
    cardPending: 'Opening the secure payment page…',
    cardHint: 'On Stripe’s secure page. Your number stays yours while you pay.',
    transfer: 'Pay by bank transfer',
    transferPending: 'Choosing bank transfer…',
    transferHint:
      'Tell us where to ship it and we issue the invoice with our bank details; your number is kept while the transfer arrives.',
    none: 'The studio will write to you about payment.',
    failed: 'That did not go through. Please try again in a moment.',
  },
  transfer: {
    heading: 'Bank transfer details',
    intro: 'Please transfer the amount below, quoting the reference, so we can match your payment.',
    accountHolder: 'Account holder',
    iban: 'IBAN',
    bic: 'BIC',
    reference: 'Reference to quote',
    amount: 'Amount',
    due: (when: string) => `Please pay by ${when}; your number is kept for you until then.`,
    invoice: (number: string) => `Download invoice ${number} (PDF)`,
  },
  confirming: {
    title: 'Confirming your payment',
    text: 'Stripe is telling us about your payment. This page updates by itself within a few seconds.',
    slow: 'This is taking longer than usual. We will email you as soon as it is confirmed; you can also refresh the page.',
    noScript: 'This takes a few seconds. Refresh the page to see it confirmed.',
    refresh: 'Refresh',
  },
  address: {
    heading: 'Where should we ship it?',
    intro: 'Your piece travels insured, by a carrier who needs a signature.',
    introBeforeInvoice:
      'Your piece travels insured, by a carrier who needs a signature. The invoice is made out to this address.',
    saved: 'Shipping to',
    name: 'Full name',
    line1: 'Street and number',
    line2: 'Apartment, floor (optional)',
    postalCode: 'Postal code',
    city: 'City',
    region: 'Region or state (optional)',
    country: 'Country',
    countryHint: 'Two letters, as on a parcel: DE, FR, GB, US.',
    phone: 'Phone, for the carrier (optional)',
    save: 'Save the address',
    saveForInvoice: 'Save and get my invoice',
    saving: 'Saving…',
    failed: 'The address could not be saved. Please try again in a moment.',
  },
  paid: {
    title: 'Payment received',
    text: (when: string) => `We received your payment on ${when}. The piece is yours.`,
    receipt: 'Download your receipt (PDF)',
    certificate: 'Your certificate of authenticity',
    certificateLink: 'See your certificate',
  },
  shipping: {
    heading: 'Delivery',
    steps: { packing: 'Being packed', shipped: 'Shipped', delivered: 'Delivered' },
    packing:
      'We are packing your piece with care. You will get an email with the tracking link when it leaves the studio.',
    shipped: (carrier: string | null, when: string) =>
      `Your piece left the studio on ${when}${carrier ? ` with ${carrier}` : ''}.`,
    tracking: (number: string) => `Tracking number ${number}`,
    track: 'Track the parcel',
    delivered: (when: string) => `Delivered on ${when}. We hope it brings you joy.`,
  },
  ended: {
    heading: 'What this means',
    lapsed: {
      text: 'The time to pay ended before a payment reached us, so the number went to the next collector in line. Nothing was charged. If you still would like a piece, we would love to hear from you.',
    },
    cancelled: {
      text: 'The studio cancelled this order. Nothing is owed. If this comes as a surprise, please reply to our email.',
    },
    refunded: {
      text: 'Your payment was returned in full. It can take a few working days to show on your statement.',
    },
    creditNote: (number: string) => `Download credit note ${number} (PDF)`,
    contact: 'Write to the studio',
    collection: 'Back to the collection',
  },
} as const;
