import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import styles from './support.module.css';

/** The way back from a ticket page to the list. */
export function Breadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to={paths.support}>Support</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
