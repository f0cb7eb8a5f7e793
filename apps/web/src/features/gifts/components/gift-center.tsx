import { GiftRequestType, PageId, PRODUCT_NAME } from '@portal/contracts';
import { Link, useSearchParams } from 'react-router';
import { State } from '../../../components/ui/state';
import { paths } from '../../../lib/paths';
import { useLoginBox, useSession } from '../../auth';
import { useGiftGames } from '../api/get-gift-list';
import { GiftGrid } from './gift-grid';
import styles from './gifts.module.css';

const APP_PARAM = 'appId';
const AVAILABLE_PARAM = 'available';

/** The Gift Center: every gift on show, by game, with the codes-left filter kept in the address. */
export function GiftCenter() {
  const session = useSession();
  const loginBox = useLoginBox();
  const games = useGiftGames();
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get(APP_PARAM));
  const appId = Number.isInteger(wanted) && wanted > 0 ? wanted : undefined;
  const availableOnly = params.get(AVAILABLE_PARAM) === '1';

  const update = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <div className={styles.intro}>
        <p className="muted">
          Free codes for {PRODUCT_NAME} games: claim one, then enter it in the game for your reward.
        </p>
        {session.isLogin ? (
          <Link className="link-accent" to={paths.myGifts}>
            My gifts →
          </Link>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => void loginBox.open()}>
            Log in to claim
          </button>
        )}
      </div>
      <div className={styles.filters}>
        <div className="filter-bar" role="group" aria-label="Filter by game">
          <button
            type="button"
            className="chip chip-large"
            aria-pressed={appId === undefined}
            onClick={() => update(APP_PARAM, null)}
          >
            All games
          </button>
          {games.isPending && (
            <span className={`skeleton ${styles.chipSkeleton}`} aria-hidden="true" />
          )}
          {games.data?.map((game) => (
            <button
              key={game.appId}
              type="button"
              className={`chip chip-large ${styles.gameChip}`}
              aria-pressed={appId === game.appId}
              onClick={() => update(APP_PARAM, String(game.appId))}
            >
              <img src={game.appIconUrl} alt="" width={20} height={20} />
              {game.appName}
            </button>
          ))}
        </div>
        <label className={styles.switch}>
          <input
            type="checkbox"
            role="switch"
            checked={availableOnly}
            onChange={(event) => update(AVAILABLE_PARAM, event.target.checked ? '1' : null)}
          />
          <span aria-hidden="true" className={styles.track} />
          Only gifts with codes left
        </label>
      </div>
      <h2 className="visually-hidden">
        {games.data?.find((game) => game.appId === appId)?.appName ?? 'All'} gifts
      </h2>
      <GiftGrid
        filter={{ requestType: GiftRequestType.ALL, appId, availableOnly }}
        from={PageId.GIFT_CENTER}
        empty={
          <State
            title="No gifts here right now"
            action={
              appId !== undefined || availableOnly ? (
                <button
                  type="button"
                  className="btn"
                  onClick={() => setParams({}, { replace: true })}
                >
                  Show every gift
                </button>
              ) : (
                <Link className="btn btn-primary" to={paths.gamesList}>
                  Browse games
                </Link>
              )
            }
          >
            {appId !== undefined || availableOnly
              ? 'No gift matches these filters. New packs arrive with events and game launches.'
              : 'New packs arrive with events and game launches. Come back soon.'}
          </State>
        }
      />
    </>
  );
}
