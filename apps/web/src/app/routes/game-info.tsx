import { GAME_PAGE_HOT_COUNT, GAME_PAGE_HOT_REQUEST } from '@portal/contracts';
import { Link, useParams } from 'react-router';
import { State } from '../../components/ui/state';
import { GameDetails, GameRow, useGameDetail } from '../../features/games';
import { GameGifts } from '../../features/gifts';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';

export function GameInfoPage() {
  const appId = Number(useParams().appId);
  const { data, isPending, isError } = useGameDetail(appId);
  useTitle(data?.appName);
  if (!Number.isInteger(appId) || appId < 1 || isError) {
    return (
      <div className="page">
        <State
          title="Game not found"
          action={
            <Link className="btn btn-primary" to={paths.gamesList}>
              Browse all games
            </Link>
          }
        >
          This game does not exist or is no longer in the catalogue.
        </State>
      </div>
    );
  }
  // While the game loads, its placeholder fills the screen and nothing is drawn below it: a row
  // drawn under a short placeholder would be pushed away when the page arrives, a layout shift.
  if (isPending) {
    return (
      <div className="page" role="status" aria-busy="true" aria-label="Loading the game">
        <div className="skeleton" style={{ aspectRatio: '1376 / 480' }} />
        <div className="skeleton" style={{ height: '100vh', marginTop: 32 }} />
      </div>
    );
  }
  return (
    <div className="page">
      <GameDetails game={data} />
      <GameGifts appId={appId} />
      <GameRow
        title="Hot right now"
        category="hot"
        size={GAME_PAGE_HOT_REQUEST}
        show={GAME_PAGE_HOT_COUNT}
        without={appId}
      />
    </div>
  );
}
