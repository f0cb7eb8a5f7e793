import { useState } from 'react';
import { Pager } from '../../components/pager';
import type { DateRange } from './date-range';
import { useAttribution } from './get-attribution';
import { BarsChart, ReportCard } from './report-card';
import { count, ReportTable } from './report-table';

/** Visits per attribution channel; visits without a channel are a row of their own. */
export function AttributionReport({ range }: { range: DateRange }) {
  const [page, setPage] = useState(1);
  const [shownRange, setShownRange] = useState(range);
  if (shownRange !== range) {
    setShownRange(range);
    setPage(1);
  }
  const report = useAttribution(range, page);
  const channels = (report.data?.channelList ?? []).map((row) => ({
    ...row,
    label: row.channelId || 'No channel',
  }));
  return (
    <ReportCard
      title="Attribution by channel"
      figure={
        report.data && (
          <>
            <strong>{count(report.data.totalVisits)}</strong> visits
          </>
        )
      }
      loading={report.isPending}
      error={report.isError ? report.error.message : null}
      empty={report.data?.total === 0 ? 'No attributed visit in this period.' : null}
      chart={
        <BarsChart
          data={channels}
          category="label"
          series={[
            { key: 'visits', label: 'Visits', color: 'var(--color-accent)' },
            { key: 'visitors', label: 'Visitors', color: 'var(--color-success)' },
            { key: 'players', label: 'Players', color: 'var(--color-warm)' },
          ]}
        />
      }
      table={
        <ReportTable
          caption="Attribution by channel"
          rows={channels}
          rowKey={(row) => row.channelId}
          columns={[
            { header: 'Channel', cell: (row) => row.label },
            { header: 'Visits', cell: (row) => count(row.visits), numeric: true },
            { header: 'Visitors', cell: (row) => count(row.visitors), numeric: true },
            { header: 'Players', cell: (row) => count(row.players), numeric: true },
          ]}
        />
      }
      footer={report.data && <Pager {...report.data} onPage={setPage} />}
    />
  );
}
