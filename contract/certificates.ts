import { z } from 'zod';
import {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_STATES,
  type CertificateView,
  CODE_INPUT_MAX,
  PUBLIC_OWNER_CHOICES,
  REVOKE_REASONS,
} from './certificate-view';
import { EmailSchema, optionalText, requiredText } from './common';
import { EDITION_TEXT_LIMITS, EditionSizeModelSchema, isRealDate } from './editions';
import { TEXT_LIMITS } from './limits';

/*
 * The wire of certificates of authenticity (decision 32); the code, states and words are in
 * certificate-view.ts, which the public page imports without zod.
 */
export * from './certificate-view';

const DaySchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, CERTIFICATE_MESSAGES.dayFormat)
    .refine(isRealDate, CERTIFICATE_MESSAGES.dayFormat);

/** What the owner chooses when issuing: whose name is printed, how the public page names the owner. */
const ownerChoices = {
  /** Print the collector's name on the certificate. */
  nameOnCertificate: z.boolean().default(true),
  publicOwner: z.enum(PUBLIC_OWNER_CHOICES).default('initials'),
  /** Email the PDF to the collector (their address in the register). */
  sendEmail: z.boolean().default(true),
};

/** POST /api/admin/sculptures/{id}/editions/{size}/{number}/certificate */
export const IssueCertificateSchema = z.object(ownerChoices);
export type IssueCertificateInput = z.input<typeof IssueCertificateSchema>;

/** POST /api/admin/certificates/{code}/transfer: the resale, and the new owner's certificate. */
export const TransferCertificateSchema = z.object({
  ownerName: requiredText(CERTIFICATE_MESSAGES.ownerName, EDITION_TEXT_LIMITS.collectorName),
  ownerEmail: EmailSchema,
  transferredOn: DaySchema(CERTIFICATE_MESSAGES.day),
  ...ownerChoices,
});
export type TransferCertificateInput = z.input<typeof TransferCertificateSchema>;

/** POST /api/admin/certificates/{code}/revoke */
export const RevokeCertificateSchema = z.object({
  reason: z.enum(REVOKE_REASONS, { error: CERTIFICATE_MESSAGES.reason }),
  note: optionalText(TEXT_LIMITS.medium),
});
export type RevokeCertificateInput = z.input<typeof RevokeCertificateSchema>;

export const CertificateCodeParamsSchema = z.object({ code: z.string().max(CODE_INPUT_MAX) });

/** Issued: the code, where the public checks it, where the signed-in owner downloads the PDF. */
/** GET /api/admin/certificates/address: the verification link's origin, and whether only this machine opens it. */
export const CertificateAddressSchema = z.object({ origin: z.string(), local: z.boolean() });
export type CertificateAddress = z.infer<typeof CertificateAddressSchema>;

export const IssuedCertificateSchema = z.object({
  code: z.string(),
  verifyUrl: z.string(),
  pdfUrl: z.string(),
});
export type IssuedCertificate = z.infer<typeof IssuedCertificateSchema>;

/** One certificate as the admin sees it, in the chain of owners of its number. */
export const AdminCertificateSchema = z.object({
  code: z.string(),
  size: EditionSizeModelSchema,
  number: z.number().int(),
  state: z.enum(CERTIFICATE_STATES),
  /** Null once the collector is erased: the chain keeps the certificate, not the person. */
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  nameOnCertificate: z.boolean(),
  publicOwner: z.enum(PUBLIC_OWNER_CHOICES),
  /** The day the owner acquired the piece: the sale, or the resale. */
  acquiredOn: z.string().nullable(),
  issuedOn: z.string(),
  /** Transferred or revoked on. */
  endedOn: z.string().nullable(),
  revokedReason: z.enum(REVOKE_REASONS).nullable(),
  revokedNote: z.string().nullable(),
  verifyUrl: z.string(),
  pdfUrl: z.string(),
});
export type AdminCertificate = z.infer<typeof AdminCertificateSchema>;
export const AdminCertificateListSchema = z.array(AdminCertificateSchema);

/** GET /api/certificates/{code}: the same as CertificateView, checked on the way out. */
export const CertificateViewSchema = z.object({
  code: z.string(),
  title: z.string(),
  size: EditionSizeModelSchema,
  number: z.number().int(),
  total: z.number().int(),
  issuedOn: z.string(),
  state: z.enum(CERTIFICATE_STATES),
  endedOn: z.string().nullable(),
  revokedReason: z.enum(REVOKE_REASONS).nullable(),
  owner: z.string().nullable(),
  owners: z.number().int(),
  image: z.object({ src: z.string(), alt: z.string() }).nullable(),
}) satisfies z.ZodType<CertificateView>;
