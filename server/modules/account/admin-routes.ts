import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BlockInputSchema, StudioTransferSchema, TransferParamsSchema } from '../../../contract/account';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { MessageSchema } from '../../../contract/common';
import type { Resales } from './resales';

/**
 * The studio's view of resales collectors start: every one, and a block of one still open (a
 * disputed piece), with the reason both collectors are told. Blocking stops a certificate's
 * transfer, so it is the owner's alone.
 */
export const adminResaleRoutes: FastifyPluginAsyncZod<{ resales: Resales }> = async (app, { resales }) => {
  app.get(
    ADMIN_CALLS.certificateTransfers,
    { config: { role: 'manager' }, schema: { response: { 200: z.array(StudioTransferSchema) } } },
    async () => resales.list(),
  );

  app.post(
    ADMIN_CALLS.certificateTransferBlock,
    {
      config: { role: 'owner' },
      schema: {
        params: TransferParamsSchema,
        body: BlockInputSchema,
        response: { 200: MessageSchema, 404: MessageSchema, 409: MessageSchema },
      },
    },
    async (request) => {
      await resales.block(request.params.id, request.body.reason);
      return { message: 'Resale blocked. Both collectors have been told why.' };
    },
  );
};
