import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, CERTIFICATES_CALL } from '../../../contract/api-paths';
import {
  CERTIFICATE_MESSAGES,
  CertificateViewSchema,
  CODE_INPUT_MAX,
  canonicalCode,
  formatCode,
  type VerifyOutcome,
  verifyOutcomeKey,
} from '../../../contract/certificates';
import { ROUTES, verifyCodePath } from '../../../contract/page-paths';
import type { CacheEntry } from '../../core/http/page-answer';
import { type RenderPublicPage, sendPage } from '../../core/http/page-answer';
import { publicRateLimited } from '../../core/http/rate-limits';
import type { VerifyAnswer, VerifyLookup } from './verify-lookup';

/**
 * Loose per-address ceiling on every check, found or not: the counted budget of wrong codes is
 * the real throttle (verify-lookup.ts); this only keeps one address from flooding the server.
 * A crowd at a fair scanning one QR code stays far below it.
 */
const VERIFY_ROUTE = publicRateLimited('certificateCheck');

/** Every answer names one certificate (or a wrong code): never stored by any cache, never indexed. */
function privateAnswer(reply: FastifyReply): FastifyReply {
  return reply
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex, nofollow')
    .header('Referrer-Policy', 'no-referrer');
}

function retryAfter(reply: FastifyReply, answer: VerifyAnswer) {
  if (answer.status === 429 && answer.retryAfterSeconds)
    reply.header('Retry-After', String(answer.retryAfterSeconds));
}

/**
 * The public check of a certificate of authenticity: GET /api/certificates/{code} (JSON), and the
 * pages /verify (a form taking a code) and /verify/{code} (what the QR code opens), rendered by
 * the server with what it found, so they work without script. The form is a GET: /verify?code=
 * lands on /verify/{code} grouped as printed, and a code that cannot be one is refused there.
 */
export async function certificateRoutes(
  app: FastifyInstance,
  { verify, renderPublicPage }: { verify: VerifyLookup; renderPublicPage: RenderPublicPage },
): Promise<void> {
  app.get<{ Params: { code: string } }>(
    `${API_PREFIX}${CERTIFICATES_CALL}/:code`,
    { ...VERIFY_ROUTE, schema: { response: { 200: CertificateViewSchema } } },
    async (request, reply) => {
      const answer = await verify(request.params.code.slice(0, CODE_INPUT_MAX), request.ip);
      privateAnswer(reply);
      retryAfter(reply, answer);
      if (answer.status === 200) return answer.certificate;
      return reply.status(answer.status).send({ message: answer.message });
    },
  );

  /**
   * The page with what the check found. A refusal (a code that is none, or no certificate) is a
   * form answered with an error: rendered once a minute per client, then said in words alone.
   */
  async function page(
    request: FastifyRequest,
    reply: FastifyReply,
    url: string,
    entries: CacheEntry[],
    { status, refusal }: { status: number; refusal?: string },
  ) {
    const rendered = await renderPublicPage(request, url, entries, { formError: refusal !== undefined });
    privateAnswer(reply);
    return sendPage(reply, rendered, { status, plain: refusal });
  }

  app.get<{ Querystring: Record<string, unknown> }>(ROUTES.verify, VERIFY_ROUTE, async (request, reply) => {
    const typed = typeof request.query.code === 'string' ? request.query.code.slice(0, CODE_INPUT_MAX) : '';
    if (!typed.trim()) return page(request, reply, ROUTES.verify, [], { status: 200 });
    const code = canonicalCode(typed);
    if (code) return privateAnswer(reply).redirect(verifyCodePath(formatCode(code)), 303);
    // Not a code at all: said on the form, with what was typed kept in it. Counted as a guess.
    const answer = await verify(typed, request.ip);
    retryAfter(reply, answer);
    const outcome: VerifyOutcome = {
      kind: 'refused',
      message: answer.status === 200 ? CERTIFICATE_MESSAGES.malformedCode : answer.message,
      status: answer.status === 429 ? 429 : 400,
    };
    const url = `${ROUTES.verify}?${new URLSearchParams({ code: typed })}`;
    return page(request, reply, url, [[[...verifyOutcomeKey(typed)], outcome]], {
      status: outcome.status,
      refusal: outcome.message,
    });
  });

  app.get<{ Params: { code: string } }>(
    ROUTES.verifyCode,
    { config: { ...VERIFY_ROUTE.config, page: true } },
    async (request, reply) => {
      const typed = request.params.code.slice(0, CODE_INPUT_MAX);
      const answer = await verify(typed, request.ip);
      retryAfter(reply, answer);
      const key = [...verifyOutcomeKey(typed)];
      if (answer.status === 200) {
        const outcome: VerifyOutcome = { kind: 'found', certificate: answer.certificate };
        return page(request, reply, verifyCodePath(typed), [[key, outcome]], { status: 200 });
      }
      const outcome: VerifyOutcome = { kind: 'refused', message: answer.message, status: answer.status };
      return page(request, reply, verifyCodePath(typed), [[key, outcome]], {
        status: answer.status,
        refusal: answer.message,
      });
    },
  );
}
