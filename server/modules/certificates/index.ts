import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX } from '../../../contract/api-paths';
import { adminCertificateRoutes } from './admin-routes';
import { type CertificateService, createCertificateService } from './certificate-service';
import { certificateRoutes } from './public-routes';
import { createVerifyLookup } from './verify-lookup';

export { findCertificate } from './certificate-queries';
export type { CertificateService } from './certificate-service';

/*
 * Certificates of authenticity (decision 32): a sold number's certificate with its code, issued,
 * passed on at a resale and revoked through the service (certificate-service, on the queries of
 * certificate-queries), its PDF and email (certificate-pdf on core/pdf, certificate-message,
 * certificate-links), the owner's card on the Editions tab (admin-routes), and the public check
 * of a code as JSON and as the /verify pages that work without script (public-routes, through
 * verify-lookup, which the sign-in limits pace), and its table (schema.ts, which the resales of the
 * collectors' accounts point at).
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues, passes on and revokes certificates: sales issue them, resales pass them on. */
    certificates: CertificateService;
  }
}

const certificatesModule: FastifyPluginAsync = async (app) => {
  const certificates = createCertificateService({
    db: app.db,
    storage: app.storage,
    publicUrl: app.publicUrl,
    wake: app.background.wake,
    log: app.log,
  });
  app.decorate('certificates', certificates);
  await app.register(adminCertificateRoutes, { prefix: ADMIN_API_PREFIX, db: app.db, certificates });
  // The public check of a code: JSON, and the /verify pages that work without script.
  await certificateRoutes(app, {
    verify: createVerifyLookup(certificates, app.signIn.limits, app.clock),
    renderPublicPage: app.renderPublicPage,
  });
};

/** One Fastify plugin: the service (app.certificates), the owner's routes and the public check. */
export const certificatesPlugin = fp(certificatesModule, { name: 'certificates' });
