import {
  GIFT_CODES_FILE_MAX_BYTES,
  GIFT_CODES_MAX_LINES,
  type AdminGift,
  type AdminGiftCodesImportResponse,
} from '@portal/contracts';
import { useState } from 'react';
import { TextField } from '../../../components/ui/field';
import { fieldErrorOf } from '../../../lib/field-error';
import styles from '../../components/admin.module.css';
import { FormDialog } from '../../components/form-dialog';
import { useImportGiftCodes } from './import-gift-codes';

const MB = 1024 * 1024;

/** Picks a CSV of codes for one gift and sends it; the result is shown on the page. */
export function ImportCodesDialog({
  gift,
  onClose,
  onImported,
}: {
  gift: AdminGift | null;
  onClose: () => void;
  onImported: (result: AdminGiftCodesImportResponse) => void;
}) {
  const importCodes = useImportGiftCodes();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setFile(null);
    setError(null);
    importCodes.reset();
    onClose();
  };

  const submit = () => {
    if (!gift) return;
    if (!file) return setError('Please choose a CSV file.');
    // Refused here rather than after sending megabytes the server would refuse whole.
    if (file.size > GIFT_CODES_FILE_MAX_BYTES) {
      return setError(`The file is larger than ${GIFT_CODES_FILE_MAX_BYTES / MB} MB.`);
    }
    setError(null);
    importCodes.mutate(
      { giftId: gift.giftId, file },
      {
        onSuccess: (result) => {
          close();
          onImported(result);
        },
        onError: (failure) => setError(fieldErrorOf(failure).text),
      },
    );
  };

  return (
    <FormDialog
      open={gift !== null}
      title="Import codes"
      action={{ label: 'Import', pendingLabel: 'Importing…' }}
      pending={importCodes.isPending}
      onSubmit={submit}
      onClose={close}
    >
      <p className={styles.dialogText}>
        Into <strong>{gift?.title}</strong> ({gift?.appName}). One code per line in the first
        column; a first line reading “code” is skipped. At most{' '}
        {GIFT_CODES_MAX_LINES.toLocaleString('en-US')} lines and {GIFT_CODES_FILE_MAX_BYTES / MB}{' '}
        MB.
      </p>
      <TextField
        label="CSV file"
        type="file"
        accept=".csv,text/csv,text/plain"
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setError(null);
        }}
        error={error ?? undefined}
      />
    </FormDialog>
  );
}
