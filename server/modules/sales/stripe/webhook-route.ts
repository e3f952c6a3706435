import type { FastifyPluginAsync } from 'fastify';
import { STRIPE_WEBHOOK_CALL } from '../../../../contract/api-paths';
import type { SalesService } from '../sales-service';

/**
 * Stripe's events: public (Stripe signs them; the signature is the credential), read as raw bytes
 * because the signature is over the exact body. A bad signature answers 400 and changes nothing;
 * an event that fails to apply answers 500, so Stripe delivers it again.
 */
export const stripeWebhookRoute: FastifyPluginAsync<{ sales: SalesService }> = async (app, { sales }) => {
  // This plugin's scope only: every other route keeps the JSON parser.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post(STRIPE_WEBHOOK_CALL, { config: { public: true } }, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
      return reply.status(400).send({ message: 'Not a signed Stripe event.' });
    }
    const outcome = await sales.receiveStripeEvent(request.body, signature);
    if (outcome === null) return reply.status(400).send({ message: 'Not a signed Stripe event.' });
    return { received: true };
  });
};
