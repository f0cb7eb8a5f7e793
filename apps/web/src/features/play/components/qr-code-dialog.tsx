import { Code, messageFor } from '@portal/contracts';
import { useEffect, useRef } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useQrCode } from '../api/get-qr-code';
import { minutesAndSeconds, useSecondsLeft } from '../hooks/use-seconds-left';
import styles from './play-dialogs.module.css';

/**
 * Play on mobile: a single-use QR code to the game on the mobile site, with the time it has
 * left. The code runs out by the clock; then the dialog says so, offers a fresh one and the game
 * is told (`onExpired`).
 */
export function QrCodeDialog({
  open,
  appId,
  appName,
  userId,
  osignKey,
  onClose,
  onExpired,
}: {
  open: boolean;
  appId: number;
  appName: string;
  userId: number;
  osignKey: string;
  onClose: () => void;
  onExpired: () => void;
}) {
  const qr = useQrCode();
  const { mutate, reset } = qr;
  const fetchCode = () => mutate({ appId, userId, osignKey });
  const fetchRef = useRef(fetchCode);
  useEffect(() => {
    fetchRef.current = fetchCode;
  });
  useEffect(() => {
    if (open) fetchRef.current();
    else reset();
  }, [open, reset]);

  const expiresAt = qr.data?.expiresAt ?? null;
  const left = useSecondsLeft(expiresAt);
  const expired = expiresAt !== null && left === 0;
  const told = useRef<number | null>(null);
  const expiredRef = useRef(onExpired);
  useEffect(() => {
    expiredRef.current = onExpired;
  });
  useEffect(() => {
    if (!expired || expiresAt === null || told.current === expiresAt) return;
    told.current = expiresAt;
    expiredRef.current();
  }, [expired, expiresAt]);

  return (
    <Dialog open={open} onClose={onClose} title="Play on mobile">
      <div className={styles.body}>
        <div className={styles.head}>
          <h2 className={styles.title}>Play {appName} on your phone</h2>
          <p className={styles.text}>
            Scan the code with your phone&apos;s camera. It works once, for a few minutes.
          </p>
        </div>
        {qr.isError ? (
          <p className={styles.error} role="alert">
            {qr.error.message}
          </p>
        ) : qr.data ? (
          <>
            <div className={styles.qr} data-expired={expired}>
              <img src={qr.data.qrCode} alt={`QR code to play ${appName} on a phone`} />
              {expired && (
                <p className={styles.expiredNote} role="alert">
                  {messageFor(Code.INVALID_QRCODE)}
                </p>
              )}
            </div>
            {!expired && (
              <p className={styles.timer}>
                Expires in <strong>{minutesAndSeconds(left)}</strong>
              </p>
            )}
          </>
        ) : (
          <div
            className={`skeleton ${styles.qrSkeleton}`}
            role="status"
            aria-label="Making a QR code"
          />
        )}
        <div className={styles.actions}>
          {(expired || qr.isError) && (
            <button type="button" className="btn" disabled={qr.isPending} onClick={fetchCode}>
              Get a new code
            </button>
          )}
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Done
          </button>
        </div>
      </div>
    </Dialog>
  );
}
