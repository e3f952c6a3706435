import { z } from 'zod';
import { SubscriberSchema, WaitlistMemberSchema } from './audience';
import { TEXT_LIMITS } from './limits';

/**
 * One page of a long admin list, searched and cut on the server: with tens of thousands of
 * subscribers the dashboard downloads one page, never the whole list (the CSV export still has
 * every row).
 */
export const LIST_PAGE_SIZE = 50;

/** `?q=&page=`: the words searched for (in the address, or the piece), and the page from 1. */
export const ListPageQuerySchema = z.object({
  q: z.string().trim().max(TEXT_LIMITS.short).default(''),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export type ListPageQuery = z.infer<typeof ListPageQuerySchema>;

/** The waitlist members' page may keep to one piece (`piece` is its id). */
export const WaitlistPageQuerySchema = ListPageQuerySchema.extend({
  piece: z.coerce.number().int().positive().optional(),
});
export type WaitlistPageQuery = z.infer<typeof WaitlistPageQuerySchema>;

const pageFields = {
  /** Rows that match the search (all of them without one). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
};

/** GET /api/admin/subscribers: a page of current subscribers, newest first. */
export const SubscriberPageSchema = z.object({
  items: z.array(SubscriberSchema),
  ...pageFields,
  /** Every current subscriber, whatever the search: confirmed ones are those a newsletter reaches. */
  confirmed: z.number().int(),
  pending: z.number().int(),
});
export type SubscriberPage = z.infer<typeof SubscriberPageSchema>;

/** GET /api/admin/waitlists/members: a page of waitlist members, newest first. */
export const WaitlistMemberPageSchema = z.object({
  items: z.array(WaitlistMemberSchema),
  ...pageFields,
  /** Members of the list (or piece) searched who must still confirm. */
  pending: z.number().int(),
});
export type WaitlistMemberPage = z.infer<typeof WaitlistMemberPageSchema>;
