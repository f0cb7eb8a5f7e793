import { Dialog } from '../../../components/ui/dialog';
import { useShortcutDownload } from '../api/download-shortcut';
import styles from './play-dialogs.module.css';

/** Add to desktop: a `.url` file that opens the game on this portal with a double-click. */
export function ShortcutDialog({
  open,
  appId,
  appName,
  appIconUrl,
  onClose,
}: {
  open: boolean;
  appId: number;
  appName: string;
  appIconUrl: string;
  onClose: () => void;
}) {
  const download = useShortcutDownload();
  const close = () => {
    download.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title="Add to desktop">
      <div className={styles.body}>
        <div className={styles.head}>
          <h2 className={styles.title}>Add {appName} to your desktop</h2>
          <p className={styles.text}>
            Save a shortcut and come back to this game with a double-click, no searching.
          </p>
        </div>
        <div className={styles.file}>
          <img src={appIconUrl} alt="" width={48} height={48} />
          <div>
            <strong>{download.data ?? `${appName}.url`}</strong>
            <span>Internet shortcut · opens in your browser</span>
          </div>
        </div>
        {download.isError && (
          <p className={styles.error} role="alert">
            {download.error.message}
          </p>
        )}
        {download.isSuccess && (
          <p className={styles.success} role="status">
            Saved. Move it from your downloads to the desktop.
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className="btn" onClick={close}>
            {download.isSuccess ? 'Done' : 'Cancel'}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={download.isPending}
            onClick={() => download.mutate({ appId, appName })}
          >
            {download.isPending ? 'Preparing…' : 'Download shortcut'}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
