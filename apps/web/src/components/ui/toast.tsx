import { TOAST_MS } from '@portal/contracts';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import styles from './toast.module.css';

type Tone = 'info' | 'success' | 'error';
interface Toast {
  id: number;
  text: string;
  tone: Tone;
}

const ToastContext = createContext<(text: string, tone?: Tone, ms?: number) => void>(
  () => undefined,
);

/** Short notices in a polite live region; each goes after TOAST_MS unless told otherwise. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const show = useCallback((text: string, tone: Tone = 'info', ms: number = TOAST_MS) => {
    const id = ++next.current;
    setToasts((list) => [...list, { id, text, tone }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((list) => list.filter((t) => t.id !== id));
    }, ms);
    timers.current.add(timer);
  }, []);
  // A toast still showing when the provider goes must not update it afterwards.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  const value = useMemo(() => show, [show]);
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = region.current;
    if (!node || typeof node.showPopover !== 'function' || toasts.length === 0) return;
    // Shown again so the region is the newest top-layer element: above any open dialog's backdrop.
    if (node.matches(':popover-open')) node.hidePopover();
    node.showPopover();
  }, [toasts.length]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div ref={region} popover="manual" className={styles.region} role="status" aria-live="polite">
        {toasts.map((t) => (
          <div key={t.id} className={styles.toast} data-tone={t.tone}>
            {t.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
