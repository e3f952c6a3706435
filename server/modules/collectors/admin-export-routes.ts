import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import type { Subscriber, WaitlistMember } from '../../../contract/audience';
import type { Inquiry } from '../../../contract/inquiry';
import { type CsvColumn, toCsv } from '../../core/csv/csv';
import type { Db } from '../../core/db/index';
import { sendCsv } from '../../core/http/send-csv';
import { listSubscribers } from '../audience/index';
import { listInquiries } from '../inquiries/index';
import { listWaitlistMembers } from '../waitlists/index';

const INQUIRY_COLUMNS: CsvColumn<Inquiry>[] = [
  { header: 'Date', value: (row) => row.createdAt },
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Location', value: (row) => row.location },
  { header: 'Collector', value: (row) => row.isCollector },
  { header: 'Gallery', value: (row) => row.isGallery },
  { header: 'Sculpture of interest', value: (row) => row.sculptureInterest },
  { header: 'Message', value: (row) => row.message },
];

/** Pending addresses have not confirmed (double opt-in): a list exported to mail elsewhere must tell. */
const confirmationStatus = (confirmed: boolean) => (confirmed ? 'Confirmed' : 'Pending');

const SUBSCRIBER_COLUMNS: CsvColumn<Subscriber>[] = [
  { header: 'Email', value: (row) => row.email },
  { header: 'Subscribed', value: (row) => row.createdAt },
  { header: 'Status', value: (row) => confirmationStatus(row.confirmed) },
];

const WAITLIST_COLUMNS: CsvColumn<WaitlistMember>[] = [
  { header: 'Email', value: (row) => row.email },
  { header: 'Sculpture', value: (row) => row.sculptureType },
  { header: 'Joined', value: (row) => row.createdAt },
  { header: 'Status', value: (row) => confirmationStatus(row.confirmed) },
];

/**
 * The audience lists as CSV downloads, the same rows as the admin's JSON lists. No response
 * schema: the body is text, and the zod serializer would encode it as a JSON string.
 */
export const adminExportRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  // Every person on a list, taken away at once: the Owner's, proved a moment ago.
  const PEOPLE_EXPORT = { config: { proof: true } };
  app.get(ADMIN_CALLS.inquiriesCsv, PEOPLE_EXPORT, async (_request, reply) =>
    sendCsv(reply, 'inquiries', toCsv(INQUIRY_COLUMNS, await listInquiries(db))),
  );
  app.get(ADMIN_CALLS.newslettersCsv, PEOPLE_EXPORT, async (_request, reply) =>
    sendCsv(reply, 'subscribers', toCsv(SUBSCRIBER_COLUMNS, await listSubscribers(db))),
  );
  app.get(ADMIN_CALLS.waitlistsCsv, PEOPLE_EXPORT, async (_request, reply) =>
    sendCsv(reply, 'waitlists', toCsv(WAITLIST_COLUMNS, await listWaitlistMembers(db))),
  );
};
