import { createHash } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/index';
import { clientNetwork } from '../../core/http/client-network';
import { createDailySalt, dayOf } from './daily-salt';
import { visitCounts, visitVisitors } from './schema';

/*
 * Counting page views without keeping visits (decision 45). A beacon adds one to its page, hour
 * and source in memory and notes its visitor's hash; every FLUSH_INTERVAL_MS the counts are added
 * to the database in one statement (`visits + n`, so any number of instances add up exactly) and
 * the new hashes inserted once. A crash loses what this instance counted since its last flush.
 */

/** How often counts reach the database: the most a crashed instance's counting can lose. */
export const FLUSH_INTERVAL_MS = 2_000;
/**
 * Beacons one network may have counted a minute, per instance: as many as the reservations it may
 * send (RATE_LIMITS.reservation), for the same reason: a carrier-grade NAT or a gallery's Wi-Fi
 * puts hundreds of collectors behind one address at a drop. One network can add no more to a
 * drop's figures than this a minute.
 */
export const BEACONS_PER_NETWORK_MINUTE = 600;
/** Distinct (page, source) pairs a day; past it a new source counts as OTHER_SOURCE. */
export const PAIRS_PER_DAY = 1_000;
/** Distinct visitors a day kept for telling them apart; past it, new ones count as visits only. */
export const VISITORS_PER_DAY = 100_000;
/** Where the sources past the day's cap are counted. */
export const OTHER_SOURCE = '(other)';

const HOUR_MS = 3_600_000;

export interface Beacon {
  path: string;
  source: string;
  ip: string;
  userAgent: string;
}

export interface VisitCounter {
  /** Counts one page view; false when it was not counted (its network is over its cap). */
  count(beacon: Beacon): Promise<boolean>;
  /** The source of the visitor's first counted view today, '' for none known; null if not counted today. */
  sourceOf(ip: string, userAgent: string): Promise<string | null>;
  /** Writes what was counted; on a new day, reduces the days that are over and deletes their salt. */
  flush(): Promise<void>;
}

export function createVisitCounter({ db, now }: { db: Db; now: () => Date }): VisitCounter {
  const salts = createDailySalt(db);
  /** hour|path|source -> views not yet written. */
  let views = new Map<string, { hour: Date; path: string; source: string; visits: number }>();
  /** day|hash -> first source, not yet written. */
  let visitors = new Map<string, { day: string; hash: string; source: string }>();
  /** Today's pairs and hashes this instance knows are (or will be) in the database. */
  let today = { day: '', pairs: new Set<string>(), hashes: new Map<string, string>() };
  let network = { minute: -1, counts: new Map<string, number>() };
  let flushing: Promise<void> = Promise.resolve();

  function overNetworkCap(ip: string, at: Date): boolean {
    const minute = Math.floor(at.getTime() / 60_000);
    if (network.minute !== minute) network = { minute, counts: new Map() };
    const key = clientNetwork(ip);
    const seen = (network.counts.get(key) ?? 0) + 1;
    network.counts.set(key, seen);
    return seen > BEACONS_PER_NETWORK_MINUTE;
  }

  function dayFor(day: string) {
    if (today.day !== day) today = { day, pairs: new Set(), hashes: new Map() };
    return today;
  }

  const hashOf = (salt: string, ip: string, userAgent: string) =>
    createHash('sha256').update(`${salt}\n${ip}\n${userAgent}`).digest('base64url').slice(0, 22);

  return {
    async count({ path, source, ip, userAgent }) {
      const at = now();
      if (overNetworkCap(ip, at)) return false;
      const day = dayOf(at);
      const salt = await salts.of(day);
      const known = dayFor(day);
      let counted = source;
      if (!known.pairs.has(`${path}|${source}`)) {
        if (known.pairs.size >= PAIRS_PER_DAY) counted = OTHER_SOURCE;
        known.pairs.add(`${path}|${counted}`);
      }
      const hour = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
      const key = `${hour.getTime()}|${path}|${counted}`;
      const entry = views.get(key);
      if (entry) entry.visits += 1;
      else views.set(key, { hour, path, source: counted, visits: 1 });

      const hash = hashOf(salt, ip, userAgent);
      if (!known.hashes.has(hash) && known.hashes.size < VISITORS_PER_DAY) {
        known.hashes.set(hash, source);
        visitors.set(`${day}|${hash}`, { day, hash, source });
      }
      return true;
    },

    async sourceOf(ip, userAgent) {
      const day = dayOf(now());
      const hash = hashOf(await salts.of(day), ip, userAgent);
      const mine = dayFor(day).hashes.get(hash);
      if (mine !== undefined) return mine;
      const [row] = await db
        .select({ source: visitVisitors.source })
        .from(visitVisitors)
        .where(and(eq(visitVisitors.day, day), eq(visitVisitors.hash, hash)));
      return row?.source ?? null;
    },

    flush() {
      flushing = flushing
        .catch(() => {})
        .then(async () => {
          const day = dayOf(now());
          // On a new day: today's salt (which deletes yesterday's), then yesterday's hashes
          // reduced to their number.
          if (today.day !== day) {
            await salts.of(day);
            dayFor(day);
            // Loaded once a day: the pairs other instances wrote, so the cap counts them too.
            const start = new Date(`${day}T00:00:00Z`);
            const pairs = await db
              .selectDistinct({ path: visitCounts.path, source: visitCounts.source })
              .from(visitCounts)
              .where(gte(visitCounts.hour, start));
            for (const pair of pairs) today.pairs.add(`${pair.path}|${pair.source}`);
          }
          const writing = { views: [...views.values()], visitors: [...visitors.values()] };
          views = new Map();
          visitors = new Map();
          try {
            if (writing.views.length > 0) {
              await db
                .insert(visitCounts)
                .values(writing.views)
                .onConflictDoUpdate({
                  target: [visitCounts.hour, visitCounts.path, visitCounts.source],
                  set: { visits: sql`${visitCounts.visits} + excluded.visits` },
                });
            }
            for (let i = 0; i < writing.visitors.length; i += 1000) {
              await db
                .insert(visitVisitors)
                .values(writing.visitors.slice(i, i + 1000))
                .onConflictDoNothing();
            }
          } catch (error) {
            // Kept for the next flush: a database away for a moment loses no count.
            for (const entry of writing.views) {
              const key = `${entry.hour.getTime()}|${entry.path}|${entry.source}`;
              const waiting = views.get(key);
              if (waiting) waiting.visits += entry.visits;
              else views.set(key, entry);
            }
            for (const entry of writing.visitors) visitors.set(`${entry.day}|${entry.hash}`, entry);
            throw error;
          }
          await closeDaysBefore(db, day);
        });
      return flushing;
    },
  };
}

/**
 * The days before `day` are over: their hashes become one number of visitors and are deleted,
 * in one statement (a hash flushed late by another instance adds to that number later).
 */
async function closeDaysBefore(db: Db, day: string): Promise<void> {
  await db.execute(sql`
    with gone as (delete from visit_visitors where day < ${day} returning day)
    insert into visit_days (day, visitors)
    select day, count(*)::int from gone group by day
    on conflict (day) do update set visitors = visit_days.visitors + excluded.visitors
  `);
}
