import type { DateRange } from './date-range';
import { usePageViews } from './get-page-views';
import { ReportCard, TrendChart } from './report-card';
import { count, ReportTable } from './report-table';

/** Page views and distinct visitors per day. */
export function PageViewsReport({ range }: { range: DateRange }) {
  const report = usePageViews(range);
  const days = report.data?.days ?? [];
  return (
    <ReportCard
      title="Page views"
      figure={
        report.data && (
          <>
            <strong>{count(report.data.totalViews)}</strong> views
          </>
        )
      }
      loading={report.isPending}
      error={report.isError ? report.error.message : null}
      chart={
        <TrendChart
          data={days}
          x="date"
          series={[
            { key: 'views', label: 'Views', color: 'var(--color-accent-strong)' },
            { key: 'visitors', label: 'Visitors', color: 'var(--color-success)' },
          ]}
        />
      }
      table={
        <ReportTable
          caption="Page views per day"
          rows={days}
          rowKey={(day) => day.date}
          columns={[
            { header: 'Day', cell: (day) => day.date },
            { header: 'Views', cell: (day) => count(day.views), numeric: true },
            { header: 'Visitors', cell: (day) => count(day.visitors), numeric: true },
          ]}
        />
      }
    />
  );
}
