import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import {
  AdminCertificateListSchema,
  AdminCertificateSchema,
  CERTIFICATE_MESSAGES,
  CertificateAddressSchema,
  CertificateCodeParamsSchema,
  canonicalCode,
  formatCode,
  IssueCertificateSchema,
  IssuedCertificateSchema,
  RevokeCertificateSchema,
  TransferCertificateSchema,
} from '../../../contract/certificates';
import { IdParamsSchema, MessageSchema } from '../../../contract/common';
import { EditionNumberParamsSchema } from '../../../contract/editions';
import type { Db } from '../../core/db/index';
import { routesNeed } from '../../core/http/route-config';
import { found, HttpError } from '../../core/http-error';
import { pdfUrlOf } from './certificate-links';
import { findCertifiedPiece } from './certificate-queries';
import { type CertificateService, toAdminCertificate } from './certificate-service';

/** The code of the route, as stored; a malformed one is a certificate that does not exist. */
function codeOf(params: { code: string }): string {
  const code = canonicalCode(params.code);
  if (!code) throw new HttpError(404, CERTIFICATE_MESSAGES.unknownCode);
  return code;
}

/**
 * The owner's certificates of authenticity (decision 32): issuing one for a sold number, the
 * chain of owners of each number of a piece, the PDF (signed in only, never cached), a resale
 * that ends the seller's certificate and issues the buyer's, and a revocation.
 */
export const adminCertificateRoutes: FastifyPluginAsyncZod<{
  db: Db;
  certificates: CertificateService;
}> = async (app, { db, certificates }) => {
  app.addHook('onRoute', routesNeed('manager'));
  const issued = (code: string) => ({
    code: formatCode(code),
    verifyUrl: certificates.verifyUrl(code),
    pdfUrl: pdfUrlOf(code),
  });

  app.get(ADMIN_CALLS.certificateAddress, { schema: { response: { 200: CertificateAddressSchema } } }, () =>
    certificates.address(),
  );

  app.post(
    ADMIN_CALLS.certificateIssue,
    {
      schema: {
        params: EditionNumberParamsSchema,
        body: IssueCertificateSchema.optional(),
        response: { 201: IssuedCertificateSchema, 404: MessageSchema, 409: MessageSchema },
      },
    },
    async (request, reply) => {
      const { id, size, number } = request.params;
      found(await findCertifiedPiece(db, id), 'Sculpture');
      const record = await certificates.issue(id, size, number, request.body ?? {});
      return reply.status(201).send(issued(record.code));
    },
  );

  app.get(
    ADMIN_CALLS.sculptureCertificates,
    { schema: { params: IdParamsSchema, response: { 200: AdminCertificateListSchema, 404: MessageSchema } } },
    async (request) => {
      found(await findCertifiedPiece(db, request.params.id), 'Sculpture');
      return certificates.listForPiece(request.params.id);
    },
  );

  app.get(
    ADMIN_CALLS.certificatePdf,
    { schema: { params: CertificateCodeParamsSchema } },
    async (request, reply) => {
      const record = await certificates.find(codeOf(request.params));
      if (!record) throw new HttpError(404, CERTIFICATE_MESSAGES.unknownCode);
      const pdf = await certificates.pdfOf(record);
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `inline; filename="certificate-${formatCode(record.code)}.pdf"`)
        .type('application/pdf')
        .send(pdf);
    },
  );

  app.post(
    ADMIN_CALLS.certificateTransfer,
    {
      // Who owns a piece, on the record: the Owner's alone, proved a moment ago.
      config: { role: 'owner', proof: true },
      schema: {
        params: CertificateCodeParamsSchema,
        body: TransferCertificateSchema,
        response: { 201: IssuedCertificateSchema, 404: MessageSchema, 409: MessageSchema },
      },
    },
    async (request, reply) => {
      const record = await certificates.transfer(codeOf(request.params), request.body);
      return reply.status(201).send(issued(record.code));
    },
  );

  app.post(
    ADMIN_CALLS.certificateRevoke,
    {
      config: { role: 'owner', proof: true },
      schema: {
        params: CertificateCodeParamsSchema,
        body: RevokeCertificateSchema,
        response: { 200: AdminCertificateSchema, 404: MessageSchema, 409: MessageSchema },
      },
    },
    async (request) => {
      const record = await certificates.revoke(codeOf(request.params), request.body);
      return toAdminCertificate(record, certificates.verifyUrl);
    },
  );
};
