import type { ReactNode } from 'react';
import { useTitle } from '../../lib/use-title';
import styles from './admin.module.css';

/** A console page: its title and what it is for, the page's own actions, then the content. */
export function AdminPage({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useTitle(`${title} · Publisher`);
  return (
    <section className={styles.page} aria-labelledby="admin-page-title">
      <div className={styles.head}>
        <div>
          <h1 id="admin-page-title" className={styles.title}>
            {title}
          </h1>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}
