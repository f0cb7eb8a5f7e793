import type { GameCategoryValue } from '@portal/contracts';
import { Link } from 'react-router';
import { GameTile, TileSkeletons } from '../../../components/ui/game-tile';
import { paths } from '../../../lib/paths';
import { useGameRow } from '../api/get-game-list';
import { CardSkeletons, GameCard } from './game-card';

/**
 * A titled row of games with "See all" leading to the list filtered the same way. `size` games are
 * asked for; `without` leaves out the game a page is about, and at most `show` are drawn. The
 * row's grid shows only the lines the games fill (global.css, `.tile-row`).
 */
export function GameRow({
  title,
  category,
  size = 8,
  show = size,
  without,
  variant = 'tile',
}: {
  title: string;
  category: GameCategoryValue;
  size?: number;
  show?: number;
  without?: number;
  variant?: 'tile' | 'card';
}) {
  const { data, isPending, isError } = useGameRow({ category }, size);
  const games = (data?.appList ?? []).filter((game) => game.appId !== without).slice(0, show);
  if (data && games.length === 0) return null;
  return (
    <section aria-label={title}>
      <div className="section-head">
        <h2>{title}</h2>
        <Link className="link-accent" to={`${paths.gamesList}?category=${category}`}>
          See all
        </Link>
      </div>
      <div className={variant === 'card' ? 'card-row' : 'tile-row'}>
        {isPending &&
          (variant === 'card' ? <CardSkeletons count={4} /> : <TileSkeletons count={6} />)}
        {games.map((game) =>
          variant === 'card' ? (
            <GameCard key={game.appId} game={game} />
          ) : (
            <GameTile key={game.appId} game={game} />
          ),
        )}
      </div>
      {isError && (
        <p className="state">These games could not be loaded. Please refresh the page.</p>
      )}
    </section>
  );
}
