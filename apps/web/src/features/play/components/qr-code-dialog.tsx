import { Code, messageFor } from '@portal/contracts';
import { useEffect, useRef } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useQrCode } from '../api/get-qr-code';
import { minutesAndSeconds, useSecondsLeft } from '../hooks/use-seconds-left';
import styles from './play-dialogs.module.css';

/**
 * Play on mobile: a single-use QR code to the game on the mobile site, with the time it has
 * left. The code runs out by the clock; then the dialog says so, offers a fresh one and the game
 * is told (`onExpired`). Once a phone has used the code (`opened`, from the server's push) the
 * code gives way to "Opened on your phone": a player who did not scan it learns that someone did.
 */
export function QrCodeDialog({
  open,
  appId,
  appName,
  userId,
  osignKey,
  opened,
  onClose,
  onExpired,
}: {
  open: boolean;
  appId: number;
  appName: string;
  userId: number;
  osignKey: string;
  opened: boolean;
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
  const expired = !opened && expiresAt !== null && left === 0;
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
        {opened ? (
          <div className={styles.opened} role="status">
            <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
              <path
                d="M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM11 18h2M9 11l2 2 4-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <p className={styles.openedTitle}>Opened on your phone</p>
            <p className={styles.text}>
              {appName} is open on the phone that scanned the code, signed in as you. If that was
              not you, change your password: it signs every device out.
            </p>
          </div>
        ) : qr.isError ? (
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
          {(expired || qr.isError) && !opened && (
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
