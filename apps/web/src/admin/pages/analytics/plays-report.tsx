import { useState } from 'react';
import { Pager } from '../../components/pager';
import type { DateRange } from './date-range';
import { usePlays } from './get-plays';
import { BarsChart, ReportCard } from './report-card';
import { count, ReportTable } from './report-table';

/** Plays per game, most played first, a page of games at a time. */
export function PlaysReport({ range }: { range: DateRange }) {
  const [page, setPage] = useState(1);
  // A new period starts again at its most played games.
  const [shownRange, setShownRange] = useState(range);
  if (shownRange !== range) {
    setShownRange(range);
    setPage(1);
  }
  const report = usePlays(range, page);
  const games = report.data?.gameList ?? [];
  return (
    <ReportCard
      title="Plays per game"
      figure={
        report.data && (
          <>
            <strong>{count(report.data.totalPlays)}</strong> plays
          </>
        )
      }
      loading={report.isPending}
      error={report.isError ? report.error.message : null}
      empty={report.data?.total === 0 ? 'No game was played in this period.' : null}
      chart={
        <BarsChart
          data={games}
          category="appName"
          series={[
            { key: 'plays', label: 'Plays', color: 'var(--color-accent)' },
            { key: 'players', label: 'Players', color: 'var(--color-success)' },
          ]}
        />
      }
      table={
        <ReportTable
          caption="Plays per game"
          rows={games}
          rowKey={(game) => game.appId}
          columns={[
            { header: 'Game', cell: (game) => game.appName },
            { header: 'Plays', cell: (game) => count(game.plays), numeric: true },
            { header: 'Players', cell: (game) => count(game.players), numeric: true },
          ]}
        />
      }
      footer={report.data && <Pager {...report.data} onPage={setPage} />}
    />
  );
}
