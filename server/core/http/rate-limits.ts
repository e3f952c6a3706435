/**
 * Every per-address request limit of the public routes, with its reason: requests a minute from
 * one client address, counted per instance by @fastify/rate-limit (registered in app.ts with no
 * global limit, so a route is limited only when it names one of these). Each route counts on its
 * own unless its limit names a group, which every route of the group shares.
 *
 * The other limits: sign-in attempts and wrong certificate codes wait longer with each attempt
 * (core/auth/sign-in-limits.ts); page renders per client network (RENDERS_PER_MINUTE,
 * core/cache/render-budget.ts); confirmation emails per address (CONFIRMATION_EMAILS_PER_HOUR).
 */
export const RATE_LIMITS = {
  /**
   * A visitor's write (contact, subscribe, join a waitlist, as JSON or as a form): generous for
   * people, tight enough to stop a script filling the tables.
   */
  visitorWrite: { perMinute: 20 },
  /**
   * A reservation, the JSON call and the form posted without script counted together. A drop
   * brings a crowd, and a carrier-grade NAT puts hundreds of collectors behind one address: 200
   * of them each reserving, one or two sizes and a retry, fit. A script from one address cannot
   * fill a line with thousands of made-up addresses in the drop's first minute, and those it does
   * send lapse after 30 minutes unconfirmed.
   */
  reservation: { perMinute: 600, group: 'reservations' },
  /**
   * A proof-of-work challenge for a public form (decision 47): one per form sent, fetched on the
   * form's first focus; as loose as reservations, so 200 collectors behind one carrier-grade
   * NAT address each get theirs at a drop.
   */
  challenge: { perMinute: 600 },
  /**
   * A link from an email (confirm a subscription, confirm a reservation): the signed token is the
   * only credential and cannot be guessed; this keeps one address from hammering the check.
   */
  emailLink: { perMinute: 60 },
  /**
   * One-click unsubscribe and waitlist leave: loose, because one-click POSTs come from a few big
   * mail providers' servers, each on behalf of many readers.
   */
  oneClick: { perMinute: 300 },
  /**
   * A certificate check, found or not: the counted budget of wrong codes is the real throttle
   * (modules/certificates/verify-lookup.ts); this only keeps one address from flooding the
   * server. A crowd at a fair scanning one QR code stays far below it.
   */
  certificateCheck: { perMinute: 300 },
  /**
   * The PUT of an uploaded file, whose signed URL is its credential: the admin's bulk upload of a
   * piece's images comes from one address, a few at once.
   */
  upload: { perMinute: 120 },
  /**
   * The detail page's report of a gallery list that repeats the thumbnail, rollover or scale
   * image: visitors' browsers send it, so it is public, limited and only logged.
   */
  validationReport: { perMinute: 30 },
  /**
   * The collector's account calls and page posts (sign-in, its code, their collection): sign-in
   * attempts have their own counted waits (modules/account/sign-in.ts); this keeps one address
   * from flooding the rest.
   */
  account: { perMinute: 120, group: 'account' },
  /**
   * A passkey challenge before signing in or accepting an invitation: each is a row kept for a
   * few minutes, so one address may not make thousands; a person needs one or two.
   */
  passkeyChallenge: { perMinute: 30, group: 'passkey-challenge' },
} as const satisfies Record<string, { perMinute: number; group?: string }>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** Fastify's route option for a public route under one of the limits above. */
export function publicRateLimited(name: RateLimitName) {
  const limit: { perMinute: number; group?: string } = RATE_LIMITS[name];
  return {
    config: {
      public: true as const,
      rateLimit: {
        max: limit.perMinute,
        timeWindow: '1 minute',
        ...(limit.group ? { groupId: limit.group } : {}),
      },
    },
  };
}

/** Visitors' writes (contact, subscribe, join a waitlist, as JSON or as a form posted without script). */
export const VISITOR_WRITE = publicRateLimited('visitorWrite');
