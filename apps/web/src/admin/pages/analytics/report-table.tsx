import type { ReactNode } from 'react';
import { DataTable } from '../../components/data-table';

export interface ReportColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/** A report's numbers as a table: the chart's accessible twin. */
export function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: ReportColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
}) {
  return (
    <DataTable
      caption={caption}
      columns={columns.map((column) => ({
        key: column.header,
        header: column.header,
        cell: column.cell,
        align: column.numeric ? 'end' : undefined,
      }))}
      rows={rows}
      rowKey={rowKey}
      empty="Nothing in this period."
    />
  );
}

export const count = (n: number) => n.toLocaleString('en-US');
