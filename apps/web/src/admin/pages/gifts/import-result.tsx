import type { AdminGiftCodesImportResponse } from '@portal/contracts';
import styles from '../../components/admin.module.css';
import { DataTable } from '../../components/data-table';

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What an import did: how many codes went in, and every refused line with its reason. */
export function ImportResult({
  result,
  onDismiss,
}: {
  result: AdminGiftCodesImportResponse;
  onDismiss: () => void;
}) {
  const { gift, imported, rejected, rejectedTotal } = result;
  return (
    <section className={styles.panel} aria-labelledby="import-result-title">
      <div className={styles.head}>
        <div>
          <h2 id="import-result-title">Import into {gift.title}</h2>
          <p className={imported > 0 ? styles.success : 'muted'} role="status">
            {count(imported, 'code', 'codes')} imported
            {rejectedTotal > 0 ? `, ${count(rejectedTotal, 'line', 'lines')} not imported` : ''}.
            The gift now has {count(gift.remaining, 'code', 'codes')} left.
          </p>
        </div>
        <button type="button" className="btn" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
      {rejectedTotal > 0 && (
        <>
          {rejectedTotal > rejected.length && (
            <p className="muted">The first {rejected.length.toLocaleString('en-US')} are listed.</p>
          )}
          <DataTable
            caption="Lines not imported"
            columns={[
              { key: 'line', header: 'Line', cell: (row) => row.line, align: 'end' },
              {
                key: 'code',
                header: 'Code',
                cell: (row) => (row.code ? <code>{row.code}</code> : '—'),
              },
              { key: 'reason', header: 'Reason', cell: (row) => row.message },
            ]}
            rows={rejected}
            rowKey={(row) => row.line}
            empty="Every line was imported."
          />
        </>
      )}
    </section>
  );
}
