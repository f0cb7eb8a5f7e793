import { PRODUCT_NAME } from '@portal/contracts';
import { useId, useState } from 'react';
import { Dialog } from '../../components/ui/dialog';
import styles from './header.module.css';
import { TopMenu } from './top-menu';

/**
 * The phone header's menu: a button that opens the top menu in a drawer from the left. The
 * drawer is a modal dialog (the focus stays inside, Escape closes it, the focus goes back to
 * the button); choosing an item closes it.
 */
export function MenuDrawer() {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d="M4 7h16M4 12h16M4 17h16"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <Dialog
        id={drawerId}
        open={open}
        onClose={() => setOpen(false)}
        title="Menu"
        variant="drawer"
      >
        {open && (
          <>
            <p className={styles.drawerBrand}>
              <img src="/favicon.svg" alt="" width={32} height={32} />
              {PRODUCT_NAME}
            </p>
            <TopMenu layout="drawer" onChoose={() => setOpen(false)} />
          </>
        )}
      </Dialog>
    </>
  );
}
