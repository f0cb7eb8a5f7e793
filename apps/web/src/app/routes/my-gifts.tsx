import { Link } from 'react-router';
import { MyGiftList } from '../../features/gifts';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import { PlayerOnly } from './player-only';
import styles from './player-pages.module.css';

export function MyGiftsPage() {
  useTitle('My gifts');
  return (
    <PlayerOnly area="myGifts" loading={<div className="page" aria-busy="true" />}>
      <div className="page">
        <div className={styles.head}>
          <h1 className="page-title">My gifts</h1>
          <Link className="link-accent" to={paths.giftCenter}>
            Gift Center →
          </Link>
        </div>
        <MyGiftList />
      </div>
    </PlayerOnly>
  );
}
