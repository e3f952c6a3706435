import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX, API_PREFIX } from '../../../contract/api-paths';
import type { SignInLimits } from '../../core/auth/sign-in-limits';
import { createIntervalLoop } from '../../core/background/interval-loop';
import type { Clock } from '../../core/clock';
import type { Db } from '../../core/db/index';
import type { RenderPublicPage } from '../../core/http/page-answer';
import type { CertificateService } from '../certificates/index';
import { type AccountService, createAccountService } from './account-service';
import { adminResaleRoutes } from './admin-routes';
import { accountPageRoutes } from './page-routes';
import { accountRoutes } from './public-routes';

export { ACCOUNT_ACTIVITY } from './activity';
export { ACCOUNT_MAIL_KIND } from './mail/account-mail';
export { SESSION_COOKIE } from './session';

/*
 * The collector's account (decision 44): a sign-in by emailed code, their page (/account) with
 * their pieces, certificates, orders, places in line, waitlists, newsletter, address and
 * inquiries, resales they start that the buyer accepts, and their data exported or erased.
 */

export interface AccountModuleOptions {
  db: Db;
  clock: Clock;
  publicUrl: string;
  limits: SignInLimits;
  certificates: CertificateService;
  studioEmail: () => Promise<string | null>;
  mailQueued: () => void;
}

/** How often open resales are looked at for their 14 days: a lapse is at most this late. */
const RESALE_SWEEP_INTERVAL_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    account: AccountService;
  }
}

const accountModule: FastifyPluginAsync<AccountModuleOptions> = async (app, options) => {
  const account = createAccountService({
    ...options,
    now: () => options.clock.now(),
    onError: (error) => app.log.error({ err: error }, 'a sign-in code could not be sent'),
  });
  app.decorate('account', account);
  app.addHook('onClose', async () => account.signIn.settled());
  app.background.add(
    'resales',
    createIntervalLoop({
      pass: () => account.resales.sweep(),
      intervalMs: RESALE_SWEEP_INTERVAL_MS,
      clock: options.clock,
      onError: (error) => app.log.error({ err: error }, 'the resale sweep failed'),
    }),
  );
  await app.register(accountRoutes, { prefix: API_PREFIX, account });
  await app.register(adminResaleRoutes, { prefix: ADMIN_API_PREFIX, resales: account.resales });
};

export const accountPlugin = fp(accountModule, { name: 'account' });

/** The page /account itself, rendered by the server, its forms posted without script. */
export const accountPagePlugin = fp<{ renderPublicPage: RenderPublicPage }>(
  async (app, options) => {
    await app.register(accountPageRoutes, {
      account: app.account,
      renderPublicPage: options.renderPublicPage,
    });
  },
  { name: 'account-page', dependencies: ['account'] },
);
