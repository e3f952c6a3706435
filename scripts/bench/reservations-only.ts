/**
 * Only the reservation drop of `npm run bench` (scripts/bench/reservations.ts):
 *   npm run build && BENCH_DATABASE_URL=postgres://user:password@127.0.0.1:5432/postgres npm run bench:reservations
 * BENCH_DATABASE_URL names a role that may create databases; BENCH_DIST as for `npm run bench`;
 * BENCH_RESERVATION_CLIENTS (default 2000).
 */
import { runBench } from './cleanup';
import { summaryLines } from './report';
import { reservationDropChecks, reservationDropLines, runReservationDrop } from './reservations';

async function main(): Promise<number> {
  const adminDatabaseUrl = process.env.BENCH_DATABASE_URL;
  if (!adminDatabaseUrl)
    throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL role that may create databases');
  const outcome = await runReservationDrop({
    dist: process.env.BENCH_DIST || 'dist',
    adminDatabaseUrl,
    clients: Number(process.env.BENCH_RESERVATION_CLIENTS ?? 2000),
    numbers: 10,
    leadSeconds: 3,
  });
  for (const line of reservationDropLines(outcome)) console.log(line);
  console.log('');
  for (const line of summaryLines(reservationDropChecks(outcome))) console.log(line);
  return 0;
}

await runBench(main);
