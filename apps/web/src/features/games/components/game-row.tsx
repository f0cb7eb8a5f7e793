import type { GameCategoryValue } from '@portal/contracts';
import { Link } from 'react-router';
import { GameTile, TileSkeletons } from '../../../components/ui/game-tile';
import { paths } from '../../../lib/paths';
import { useGameRow } from '../api/get-game-list';
import { CardSkeletons, GameCard } from './game-card';

/** A titled row of games with "See all" leading to the list filtered the same way. */
export function GameRow({
  title,
  category,
  size = 8,
  variant = 'tile',
}: {
  title: string;
  category: GameCategoryValue;
  size?: number;
  variant?: 'tile' | 'card';
}) {
  const { data, isPending, isError } = useGameRow({ category }, size);
  const games = data?.appList ?? [];
  if (data && games.length === 0) return null;
  return (
    <section aria-label={title}>
      <div className="section-head">
        <h2>{title}</h2>
        <Link className="link-accent" to={`${paths.gamesList}?category=${category}`}>
          See all
        </Link>
      </div>
      <div className={variant === 'card' ? 'card-grid' : 'game-grid'}>
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
