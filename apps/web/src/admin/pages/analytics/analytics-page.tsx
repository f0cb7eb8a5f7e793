import { useState } from 'react';
import { TextField } from '../../../components/ui/field';
import { AdminPage } from '../../components/admin-page';
import own from './analytics.module.css';
import { AttributionReport } from './attribution-report';
import { lastDays, rangeProblem, type DateRange } from './date-range';
import { PageViewsReport } from './page-views-report';
import { PlaysReport } from './plays-report';
import { SignUpsReport } from './sign-ups-report';

const PRESETS = [7, 30, 90] as const;

/** The portal's reports over a period of whole UTC days; the last 30 days to begin with. */
export function AnalyticsPage() {
  const [draft, setDraft] = useState<DateRange>(() => lastDays(30));
  const [range, setRange] = useState<DateRange>(draft);
  const problem = rangeProblem(draft);

  // Every good period is reported at once; a half-typed one waits, saying what is wrong.
  const edit = (patch: Partial<DateRange>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (!rangeProblem(next)) setRange(next);
  };
  const preset = (days: number) => {
    const next = lastDays(days);
    setDraft(next);
    setRange(next);
  };
  const presetActive = (days: number) => {
    const candidate = lastDays(days);
    return candidate.from === range.from && candidate.to === range.to;
  };

  return (
    <AdminPage title="Analytics" lead="Page views, sign-ups, plays and attribution, by UTC day.">
      <div className={own.range} role="group" aria-label="Period">
        <TextField
          label="From"
          type="date"
          value={draft.from}
          max={draft.to}
          onChange={(event) => edit({ from: event.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={draft.to}
          min={draft.from}
          onChange={(event) => edit({ to: event.target.value })}
          error={problem ?? undefined}
        />
        <div className={own.presets}>
          {PRESETS.map((days) => (
            <button
              key={days}
              type="button"
              className="chip chip-large"
              aria-pressed={presetActive(days)}
              onClick={() => preset(days)}
            >
              Last {days} days
            </button>
          ))}
        </div>
      </div>
      <div className={own.grid}>
        <PageViewsReport range={range} />
        <SignUpsReport range={range} />
        <PlaysReport range={range} />
        <AttributionReport range={range} />
      </div>
    </AdminPage>
  );
}
