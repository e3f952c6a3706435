import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX } from '../../../contract/api-paths';
import type { SignInLimits } from '../../core/auth/sign-in-limits';
import type { Clock } from '../../core/clock';
import type { Db } from '../../core/db/index';
import type { RenderPublicPage } from '../../core/http/page-answer';
import { adminCertificateRoutes } from './admin-routes';
import type { CertificateService } from './certificate-service';
import { certificateRoutes } from './public-routes';
import { createVerifyLookup } from './verify-lookup';

export { findCertificate } from './certificate-queries';
export { type CertificateService, createCertificateService } from './certificate-service';

/*
 * Certificates of authenticity (decision 32): a sold number's certificate with its code, issued,
 * passed on at a resale and revoked through the service (certificate-service, on the queries of
 * certificate-queries), its PDF and email (certificate-pdf on services/pdf, certificate-message,
 * certificate-links), the owner's card on the Editions tab (admin-routes), and the public check
 * of a code as JSON and as the /verify pages that work without script (public-routes, through
 * verify-lookup, which the sign-in limits pace), and its table (schema.ts, which the resales of the
 * collectors' accounts point at).
 */

export interface CertificatesModuleOptions {
  db: Db;
  certificates: CertificateService;
}

const certificatesModule: FastifyPluginAsync<CertificatesModuleOptions> = async (
  app,
  { db, certificates },
) => {
  await app.register(adminCertificateRoutes, { prefix: ADMIN_API_PREFIX, db, certificates });
};

/** One Fastify plugin: the owner's certificate routes. */
export const certificatesPlugin = fp(certificatesModule, { name: 'certificates' });

export interface CertificatePagesOptions {
  certificates: CertificateService;
  limits: SignInLimits;
  clock: Clock;
  renderPublicPage: RenderPublicPage;
}

/** The public check of a code: JSON, and the /verify pages (registered once pages can render). */
const certificatePages: FastifyPluginAsync<CertificatePagesOptions> = async (
  app,
  { certificates, limits, clock, renderPublicPage },
) => {
  await certificateRoutes(app, { verify: createVerifyLookup(certificates, limits, clock), renderPublicPage });
};

export const certificatePagesPlugin = fp(certificatePages, { name: 'certificate-pages' });
