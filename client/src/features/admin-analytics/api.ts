import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import { ANALYTICS_LIMITS, type DropReport, type Overview } from '@contract/analytics';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { downloadCsvAt } from '@/features/admin-audience/csv-download';
import { ANALYTICS_COPY } from './analytics-copy';

export const analyticsQueries = {
  overview: (days: number = ANALYTICS_LIMITS.defaultDays) =>
    queryOptions<Overview>({ queryKey: [`${adminCallUrl(ADMIN_CALLS.analyticsOverview)}?days=${days}`] }),
  dropReport: (sculptureId: number) =>
    queryOptions<DropReport>({
      queryKey: [adminCallUrl(ADMIN_CALLS.dropReport, { sculptureId })],
      // A piece never released answers 404: said in the tab, not retried.
      retry: false,
    }),
};

/** The drop report as CSV, saved under the server's dated name. */
export function useDropReportDownload() {
  return useMutation({
    mutationFn: (sculptureId: number) =>
      downloadCsvAt(adminCallUrl(ADMIN_CALLS.dropReportCsv, { sculptureId }), 'drop-report.csv'),
    meta: { failure: { description: ANALYTICS_COPY.report.csvFailed, detail: 'reason' } },
  });
}
