import { adminEndpoints, AuditAction, type AuditEntry } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SelectField } from '../../components/ui/field';
import { adminCall } from '../api/admin-request';
import { AdminPage } from '../components/admin-page';
import { DataTable, type Column } from '../components/data-table';
import { when } from '../components/format';
import { Pager } from '../components/pager';
import styles from '../components/admin.module.css';

const COLUMNS: ReadonlyArray<Column<AuditEntry>> = [
  { key: 'when', header: 'When', cell: (entry) => when(entry.createdAt) },
  {
    key: 'who',
    header: 'Who',
    cell: (entry) =>
      entry.actor === 'cli'
        ? 'Command line'
        : entry.actor === 'anonymous'
          ? 'Not signed in'
          : (entry.adminEmail ?? '—'),
  },
  { key: 'action', header: 'Action', cell: (entry) => <code>{entry.action}</code> },
  {
    key: 'target',
    header: 'Target',
    cell: (entry) => (entry.targetKind ? `${entry.targetKind} ${entry.targetId ?? ''}` : '—'),
  },
  {
    key: 'details',
    header: 'Details',
    cell: (entry) =>
      Object.keys(entry.details).length > 0 ? (
        <p className={styles.details}>{JSON.stringify(entry.details)}</p>
      ) : (
        '—'
      ),
  },
];

/** Every change made from the console or the command line: who, what, when. */
export function AuditPage() {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState('');
  const audit = useQuery({
    queryKey: ['admin', 'audit', page, action],
    queryFn: () => adminCall(adminEndpoints.audit, { page, action: action || undefined }),
    placeholderData: keepPreviousData,
  });
  return (
    <AdminPage title="Audit log" lead="Every change made from the console or the command line.">
      <div className={styles.toolbar}>
        <SelectField
          label="Action"
          value={action}
          onChange={(event) => {
            setAction(event.target.value);
            setPage(1);
          }}
        >
          <option value="">All actions</option>
          {Object.values(AuditAction).map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
      </div>
      <DataTable
        caption="Audit log"
        columns={COLUMNS}
        rows={audit.data?.entries}
        rowKey={(entry) => entry.id}
        loading={audit.isPending}
        error={audit.isError ? audit.error.message : null}
        empty="Nothing recorded yet."
      />
      {audit.data && <Pager {...audit.data} onPage={setPage} />}
    </AdminPage>
  );
}
