import type { FastifyReply } from 'fastify';
import { PRIVATE_CACHE_CONTROL } from '../cache/cached-answer';

/** An admin CSV export: a download named after the list and the day, never cached. */
export function sendCsv(reply: FastifyReply, list: string, csv: string) {
  const date = new Date().toISOString().slice(0, 10);
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="vitrine-${list}-${date}.csv"`)
    .header('Cache-Control', PRIVATE_CACHE_CONTROL)
    .send(csv);
}
