import { createRenderBudget } from './render-budget';

/**
 * What a visitor may make the server render, whatever the route, method or status (decision 27,
 * amended for issue 41): every call of the page renderer spends one of the client network's page
 * renders, the 400 of a form and the 404 of an unknown path as much as a page that is cached
 * afterwards. A form answered with errors also spends one of the network's error pages, a
 * sixtieth as many (one a minute at the default): a person correcting a form reads the page
 * once, then the plain answer that says the same in a few words, while a script posting broken
 * forms costs the server a few hundred bytes each instead of a rendered page.
 */
export interface VisitorRenders {
  /** One render for this client, or the seconds until it has one again (nothing is spent then). */
  take(
    ip: string,
    options?: { formError?: boolean },
  ): { granted: true } | { granted: false; retryAfterSeconds: number };
}

export function createVisitorRenders({
  perMinute,
  now,
}: {
  perMinute: number;
  now?: () => number;
}): VisitorRenders {
  const pages = createRenderBudget({ perMinute, now });
  const errorsPerMinute = Math.max(1, Math.round(perMinute / 60));
  const formErrors = createRenderBudget({ perMinute: errorsPerMinute, burst: errorsPerMinute, now });
  return {
    take(ip, { formError = false } = {}) {
      if (formError && !formErrors.has(ip)) {
        return { granted: false, retryAfterSeconds: formErrors.retryAfter(ip) };
      }
      if (!pages.take(ip)) return { granted: false, retryAfterSeconds: pages.retryAfter(ip) };
      if (formError) formErrors.take(ip);
      return { granted: true };
    },
  };
}
