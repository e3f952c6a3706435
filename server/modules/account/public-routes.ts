import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  AcceptInputSchema,
  AccountAddressInputSchema,
  AccountTransferSchema,
  AccountViewSchema,
  EraseInputSchema,
  NewsletterInputSchema,
  SignInInputSchema,
  TransferInputSchema,
  TransferParamsSchema,
  VerifyInputSchema,
  WaitlistParamsSchema,
} from '../../../contract/account';
import {
  ACCOUNT_ADDRESS_CALL,
  ACCOUNT_CALL,
  ACCOUNT_CERTIFICATE_PDF_CALL,
  ACCOUNT_DRAW_ENTRY_CONFIRM_CALL,
  ACCOUNT_ERASE_CALL,
  ACCOUNT_EXPORT_CALL,
  ACCOUNT_NEWSLETTER_CALL,
  ACCOUNT_SIGN_IN_CALL,
  ACCOUNT_SIGN_OUT_CALL,
  ACCOUNT_TRANSFER_ACCEPT_CALL,
  ACCOUNT_TRANSFER_CANCEL_CALL,
  ACCOUNT_TRANSFERS_CALL,
  ACCOUNT_VERIFY_CALL,
  ACCOUNT_WAITLIST_CALL,
} from '../../../contract/account-calls';
import { CertificateCodeParamsSchema } from '../../../contract/certificates';
import { MessageSchema } from '../../../contract/common';
import { PRIVATE_CACHE_CONTROL } from '../../core/cache/cached-answer';
import { publicRateLimited } from '../../core/http/rate-limits';
import type { AccountService } from './account-service';
import { clearSessionCookie, setSessionCookie } from './session';
import { TooManyTries } from './sign-in';

/** Every account call: one collector's data, limited per address like a visitor's write. */
export const ACCOUNT_ROUTE = publicRateLimited('account');

const refusals = {
  400: MessageSchema,
  401: MessageSchema,
  404: MessageSchema,
  409: MessageSchema,
  429: MessageSchema,
};

/**
 * The collector's account as JSON (decision 44). Every answer is one person's: never cached
 * anywhere, never sending the page's address on. Every call but sign-in and verify needs the
 * collector's session cookie, and answers only about that collector's own rows.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', PRIVATE_CACHE_CONTROL).header('Referrer-Policy', 'no-referrer');
  });
  app.setErrorHandler(async (error, _request, reply) => {
    if (error instanceof TooManyTries) reply.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  });

  app.post(
    ACCOUNT_SIGN_IN_CALL,
    { ...ACCOUNT_ROUTE, schema: { body: SignInInputSchema, response: { 202: MessageSchema, ...refusals } } },
    async (request, reply) => {
      await account.signIn.requestCode(request.body.email, request.ip);
      return reply.status(202).send({ message: ACCOUNT_MESSAGES.codeSent });
    },
  );

  app.post(
    ACCOUNT_VERIFY_CALL,
    {
      ...ACCOUNT_ROUTE,
      schema: { body: VerifyInputSchema, response: { 200: AccountViewSchema, ...refusals } },
    },
    async (request, reply) => {
      const signed = await account.signIn.verify(request.body, request.ip);
      setSessionCookie(request, reply, signed.token);
      return account.viewOf(signed.collectorId);
    },
  );

  app.post(
    ACCOUNT_SIGN_OUT_CALL,
    { ...ACCOUNT_ROUTE, schema: { response: { 200: MessageSchema, ...refusals } } },
    async (request, reply) => {
      await account.signOut(request);
      clearSessionCookie(request, reply);
      return { message: ACCOUNT_MESSAGES.signedOut };
    },
  );

  app.get(
    ACCOUNT_CALL,
    { ...ACCOUNT_ROUTE, schema: { response: { 200: AccountViewSchema, ...refusals } } },
    async (request) => account.view(await account.sessions.required(request)),
  );

  app.delete(
    ACCOUNT_WAITLIST_CALL,
    {
      ...ACCOUNT_ROUTE,
      schema: { params: WaitlistParamsSchema, response: { 200: MessageSchema, ...refusals } },
    },
    async (request) => {
      await account.leaveWaitlist(await account.sessions.required(request), request.params.id);
      return { message: ACCOUNT_MESSAGES.waitlistLeft };
    },
  );

  app.post(
    ACCOUNT_DRAW_ENTRY_CONFIRM_CALL,
    {
      ...ACCOUNT_ROUTE,
      schema: { params: TransferParamsSchema, response: { 200: AccountViewSchema, ...refusals } },
    },
    async (request) => {
      const who = await account.sessions.required(request);
      await account.confirmDrawEntry(who, request.params.id);
      return account.view(who);
    },
  );

  app.put(
    ACCOUNT_NEWSLETTER_CALL,
    {
      ...ACCOUNT_ROUTE,
      schema: { body: NewsletterInputSchema, response: { 200: AccountViewSchema, ...refusals } },
    },
    async (request) => {
      const who = await account.sessions.required(request);
      await account.setNewsletter(who, request.body.subscribed);
      return account.view(who);
    },
  );

  app.put(
    ACCOUNT_ADDRESS_CALL,
    {
      ...ACCOUNT_ROUTE,
      schema: { body: AccountAddressInputSchema, response: { 200: AccountViewSchema, ...refusals } },
    },
    async (request) => {
      const who = await account.sessions.required(request);
      await account.saveAddress(who, request.body.address);
      return account.view(who);
    },
  );

  app.get(
    ACCOUNT_CERTIFICATE_PDF_CALL,
    {
      ...ACCOUNT_ROUTE,
      schema: { params: CertificateCodeParamsSchema, response: { 200: z.any(), ...refusals } },
    },
    async (request, reply) => {
      const { filename, pdf } = await account.certificatePdf(
        await account.sessions.required(request),
        request.params.code,
      );
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${filename}"`)
        .send(pdf);
    },
  );

  app.post(
    ACCOUNT_TRANSFERS_CALL,
    {
      ...ACCOUNT_ROUTE,
      schema: {
        params: CertificateCodeParamsSchema,
        body: TransferInputSchema,
        response: { 201: AccountTransferSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const who = await account.sessions.required(request);
      return reply.status(201).send(await account.resales.start(who, request.params.code, request.body));
    },
  );

  app.post(
    ACCOUNT_TRANSFER_CANCEL_CALL,
    {
      ...ACCOUNT_ROUTE,
      schema: { params: TransferParamsSchema, response: { 200: MessageSchema, ...refusals } },
    },
    async (request) => {
      await account.resales.cancel(await account.sessions.required(request), request.params.id);
      return { message: ACCOUNT_MESSAGES.transferCancelled };
    },
  );

  app.post(
    ACCOUNT_TRANSFER_ACCEPT_CALL,
    {
      ...ACCOUNT_ROUTE,
      schema: {
        params: TransferParamsSchema,
        body: AcceptInputSchema,
        response: { 200: AccountViewSchema, ...refusals },
      },
    },
    async (request) => {
      const who = await account.sessions.required(request);
      await account.resales.accept(who, request.params.id, request.body);
      return account.view(who);
    },
  );

  app.get(
    ACCOUNT_EXPORT_CALL,
    { ...ACCOUNT_ROUTE, schema: { response: { 200: z.any(), ...refusals } } },
    async (request, reply) => {
      const data = await account.exportData(await account.sessions.required(request));
      return reply.header('Content-Disposition', 'attachment; filename="my-data.json"').send(data);
    },
  );

  app.post(
    ACCOUNT_ERASE_CALL,
    { ...ACCOUNT_ROUTE, schema: { body: EraseInputSchema, response: { 200: MessageSchema, ...refusals } } },
    async (request, reply) => {
      await account.erase(await account.sessions.required(request));
      clearSessionCookie(request, reply);
      return { message: ACCOUNT_MESSAGES.erased };
    },
  );
};
