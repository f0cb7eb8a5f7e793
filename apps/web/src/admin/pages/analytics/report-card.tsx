import { lazy, Suspense, useState, type ReactNode } from 'react';
import styles from '../../components/admin.module.css';
import own from './analytics.module.css';

/** The chart library comes with the first chart drawn, not with the console. */
export const TrendChart = lazy(() => import('./charts').then((m) => ({ default: m.TrendChart })));
export const BarsChart = lazy(() => import('./charts').then((m) => ({ default: m.BarsChart })));

/**
 * One report: its headline figure, a chart, and the same numbers as a table. The table is always
 * there for screen readers (the chart is hidden from them); "Show as table" shows it to everyone.
 */
export function ReportCard({
  title,
  figure,
  loading,
  error,
  empty,
  chart,
  table,
  footer,
}: {
  title: string;
  figure?: ReactNode;
  loading: boolean;
  error: string | null;
  /** Said instead of a chart when the period holds nothing to draw. */
  empty?: string | null;
  chart: ReactNode;
  table: ReactNode;
  footer?: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const id = `report-${title.toLowerCase().replace(/\W+/g, '-')}`;
  let body: ReactNode;
  if (error) {
    body = (
      <p className={styles.error} role="alert">
        {error}
      </p>
    );
  } else if (loading) {
    body = <div className={`skeleton ${own.chartSkeleton}`} role="status" aria-label="Loading" />;
  } else if (empty) {
    body = <p className={styles.empty}>{empty}</p>;
  } else {
    body = (
      <>
        {!asTable && (
          // Inert: the chart's own focusable parts stay out of reach; the table below speaks for it.
          <div className={own.chart} aria-hidden="true" inert>
            <Suspense fallback={<div className={`skeleton ${own.chartSkeleton}`} />}>
              {chart}
            </Suspense>
          </div>
        )}
        <div className={asTable ? undefined : `visually-hidden ${own.hiddenTable}`}>{table}</div>
      </>
    );
  }
  return (
    <section className={`${styles.panel} ${own.card}`} aria-labelledby={id}>
      <div className={own.cardHead}>
        <div>
          <h2 id={id}>{title}</h2>
          {figure !== undefined && <p className={own.figure}>{figure}</p>}
        </div>
        <button
          type="button"
          className="chip"
          aria-pressed={asTable}
          disabled={Boolean(error || loading || empty)}
          onClick={() => setAsTable((shown) => !shown)}
        >
          Show as table
        </button>
      </div>
      {body}
      {footer}
    </section>
  );
}
