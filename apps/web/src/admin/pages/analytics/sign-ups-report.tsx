import type { SignUpMethodValue } from '@portal/contracts';
import type { DateRange } from './date-range';
import { useSignUps } from './get-sign-ups';
import { BarsChart, ReportCard } from './report-card';
import { count, ReportTable } from './report-table';

const METHOD_LABEL: Record<SignUpMethodValue, string> = {
  EMAIL: 'E-mail',
  MOBILE: 'Mobile',
  GOOGLE: 'Google',
  FACEBOOK: 'Facebook',
  GUEST: 'Guest',
  OTHER: 'Other',
};

/** New accounts in the period, by the way they were made. */
export function SignUpsReport({ range }: { range: DateRange }) {
  const report = useSignUps(range);
  const methods = (report.data?.methods ?? []).map((row) => ({
    ...row,
    label: METHOD_LABEL[row.method],
  }));
  return (
    <ReportCard
      title="Sign-ups by method"
      figure={
        report.data && (
          <>
            <strong>{count(report.data.total)}</strong> new accounts
          </>
        )
      }
      loading={report.isPending}
      error={report.isError ? report.error.message : null}
      chart={
        <BarsChart
          data={methods}
          category="label"
          series={[{ key: 'count', label: 'Sign-ups', color: 'var(--color-accent)' }]}
        />
      }
      table={
        <ReportTable
          caption="Sign-ups by method"
          rows={methods}
          rowKey={(row) => row.method}
          columns={[
            { header: 'Method', cell: (row) => row.label },
            { header: 'Sign-ups', cell: (row) => count(row.count), numeric: true },
          ]}
        />
      }
    />
  );
}
