import type { Db } from '../db/index';

/*
 * What the delivery sender needs of a queue of emails: claim the due ones, lease them, record
 * each outcome. Defined here, with the sender; each table of queued emails implements it
 * (queue-table.ts builds one per table, with the claim's SQL and the
 * suppressions every copy is checked against).
 */

/** What every queued email has, whatever it is for; the sender needs nothing more. */
export interface QueuedDelivery {
  id: number;
  /** Including the one about to be made. */
  attempts: number;
}

export interface ClaimResult<T> {
  /** Rows taken, the skipped ones included: as many as asked means more may be due. */
  claimed: number;
  deliveries: T[];
}

export interface DeliveryQueue<T extends QueuedDelivery> {
  claimDue(db: Db, senderId: string, limit: number): Promise<ClaimResult<T>>;
  markSent(db: Db, ids: number[], senderId: string): Promise<void>;
  markFailed(db: Db, id: number, senderId: string, error: string): Promise<void>;
  scheduleRetry(db: Db, id: number, senderId: string, error: string, delayMs: number): Promise<void>;
  renewClaims(db: Db, senderId: string, ids: number[]): Promise<void>;
  releaseClaims(db: Db, options?: { olderThanMs?: number }): Promise<number>;
  msUntilNextDue(db: Db): Promise<number | null>;
  countUnfinished(db: Db): Promise<number>;
}
