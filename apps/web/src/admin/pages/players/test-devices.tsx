import { CLIENT_ID_MAX, type AdminTestDevice } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { fieldErrorOf } from '../../../lib/field-error';
import styles from '../../components/admin.module.css';
import { DataTable, type Column } from '../../components/data-table';
import { when } from '../../components/format';
import { Pager } from '../../components/pager';
import { useTestDevices } from './get-test-devices';
import own from './players.module.css';
import { useSetTestDevice } from './set-test-device';

/**
 * Test devices: client ids whose pages log to the console. A guest's client id shows on their
 * player page; a device's own id is in its local storage.
 */
export function TestDevices() {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [clientId, setClientId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const devices = useTestDevices(page);
  const setDevice = useSetTestDevice();

  const change = (id: string, flagged: boolean, after?: () => void) =>
    setDevice.mutate(
      { clientId: id, flagged },
      {
        onSuccess: (result) => {
          const verb = result.flagged ? 'is a test device' : 'is no longer a test device';
          toast(
            result.changed ? `${result.clientId} ${verb}.` : `${result.clientId} already ${verb}.`,
            'success',
          );
          after?.();
        },
        onError: (failure) => setError(fieldErrorOf(failure).text),
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = clientId.trim();
    if (id === '') return setError('Please enter a client id.');
    setError(null);
    change(id, true, () => setClientId(''));
  };

  const columns: ReadonlyArray<Column<AdminTestDevice>> = [
    { key: 'id', header: 'Client id', cell: (device) => <code>{device.clientId}</code> },
    {
      key: 'since',
      header: 'Flagged',
      cell: (device) => <span className={styles.nowrap}>{when(device.createdAt)}</span>,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (device) => (
        <button
          type="button"
          className="btn"
          disabled={setDevice.isPending}
          aria-label={`Unflag ${device.clientId}`}
          onClick={() => change(device.clientId, false)}
        >
          Unflag
        </button>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <form className={styles.toolbar} onSubmit={submit} noValidate>
        <div className={own.query}>
          <TextField
            label="Client id"
            value={clientId}
            maxLength={CLIENT_ID_MAX}
            onChange={(event) => setClientId(event.target.value)}
            error={error ?? undefined}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={setDevice.isPending}>
          Flag as test device
        </button>
      </form>
      <DataTable
        caption="Test devices"
        columns={columns}
        rows={devices.data?.deviceList}
        rowKey={(device) => device.clientId}
        loading={devices.isPending}
        error={devices.isError ? devices.error.message : null}
        empty="No test devices. Flag a client id to turn on console logging on that device."
      />
      {devices.data && <Pager {...devices.data} onPage={setPage} />}
    </div>
  );
}
