/** The owner's words for certificates of authenticity in the dashboard. */
export const CERTIFICATE_ADMIN_COPY = {
  title: 'Certificates of authenticity',
  description:
    'Issue a certificate for each sold number: a print-ready PDF emailed to the collector, with a code anyone can check at /verify.',
  noneSold:
    'No number of this piece is sold yet. Mark a number sold in the edition register to issue its certificate.',
  loading: 'Loading certificates...',
  loadFailed: 'The certificates could not be loaded.',
  soldTo: (name: string | null, on: string | null) =>
    `Sold to ${name ?? 'a collector'}${on ? ` on ${on}` : ''}`,
  issue: 'Issue certificate',
  issuing: 'Issuing...',
  issued: 'Certificate issued',
  issueFailed: {
    title: 'Certificate not issued',
    fallback: 'The certificate could not be issued. Try again.',
  },
  transfer: 'Record resale',
  transferring: 'Recording...',
  transferred: 'Resale recorded, new certificate issued',
  transferFailed: { title: 'Resale not recorded', fallback: 'The resale could not be recorded. Try again.' },
  revoke: 'Revoke',
  revoking: 'Revoking...',
  revoked: 'Certificate revoked',
  revokeFailed: {
    title: 'Certificate not revoked',
    fallback: 'The certificate could not be revoked. Try again.',
  },
  revokeConfirm: {
    title: 'Revoke this certificate?',
    description: (code: string) =>
      `${code} will verify as revoked from now on, for anyone who checks it. This cannot be undone; you can issue a replacement afterwards.`,
  },
  downloadPdf: 'Open PDF',
  pdfFailed: 'The PDF could not be opened.',
  cancel: 'Cancel',
  fields: {
    nameOnCertificate: "Print the collector's name on the certificate",
    publicOwner: 'The public check shows the owner as',
    publicOwnerChoices: { initials: 'Initials', none: 'Nothing' },
    sendEmail: 'Email the PDF to the collector',
    ownerName: "New owner's name",
    ownerEmail: "New owner's email",
    transferredOn: 'Date of the resale',
    reason: 'Reason',
    note: 'Note (optional)',
  },
  states: {
    valid: 'Valid',
    transferred: (on: string) => `Transferred ${on}`,
    revoked: (on: string, reason: string) => `Revoked ${on} · ${reason}`,
  },
  erased: 'Collector erased',
  localAddress: {
    title: 'Certificates would point to this computer only',
    body: (origin: string) =>
      `The site's address is ${origin}, which opens only on the studio's own machine or network: the QR code and link printed on a certificate issued now would open nothing for the collector or a later buyer. Have the site's public address set (PUBLIC_URL) before issuing certificates.`,
  },
  chain: 'Owners',
} as const;
