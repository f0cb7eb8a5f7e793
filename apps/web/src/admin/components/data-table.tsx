import type { ReactNode } from 'react';
import styles from './admin.module.css';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers and dates read better right-aligned. */
  align?: 'end';
}

/**
 * A table of records with a caption for screen readers, a skeleton while loading, and an empty
 * state that says what to do next.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  error,
  empty,
}: {
  caption: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  loading?: boolean;
  error?: string | null;
  empty: ReactNode;
}) {
  if (error) {
    return (
      <p className={styles.error} role="alert">
        {error}
      </p>
    );
  }
  if (loading || !rows) {
    return (
      <div className={`skeleton ${styles.tableSkeleton}`} role="status" aria-label="Loading" />
    );
  }
  if (rows.length === 0) return <div className={styles.empty}>{empty}</div>;
  return (
    // A table wider than a phone scrolls sideways: the keyboard reaches it to scroll it too.
    <div className={styles.tableWrap} role="region" aria-label={`${caption} table`} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-align={column.align}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} data-align={column.align}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
