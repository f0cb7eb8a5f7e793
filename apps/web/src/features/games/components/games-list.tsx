import { GameCategory, type GameCategoryValue, type Tag } from '@portal/contracts';
import { useSearchParams } from 'react-router';
import { GameTile, TileSkeletons } from '../../../components/ui/game-tile';
import { State } from '../../../components/ui/state';
import { useLoadMore } from '../../../lib/use-load-more';
import { useTitle } from '../../../lib/use-title';
import { useInfiniteGames } from '../api/get-game-list';

export const CATEGORY_LABELS: Record<GameCategoryValue, string> = {
  hot: 'Hot',
  new: 'New',
  popularity: 'Popular',
  others: 'Others',
};
/** Tiles a phone shows before any scrolling (two rows of two): their pictures load first. */
const FIRST_SCREEN_TILES = 4;

const CATEGORY_HEADINGS: Record<GameCategoryValue, string> = {
  hot: 'Hot games',
  new: 'New games',
  popularity: 'Popular games',
  others: 'Other games',
};

/** What the list is called with a category and a tag chosen: "Hot games tagged #Puzzle". */
export function listHeading(category?: GameCategoryValue, tagName?: string): string {
  const games = category ? CATEGORY_HEADINGS[category] : 'All games';
  return tagName ? `${games} tagged #${tagName}` : games;
}

const isCategory = (value: string | null): value is GameCategoryValue =>
  value !== null && (GameCategory as readonly string[]).includes(value);

/** All games with category tabs and tag chips kept in the URL; more load near the bottom. */
export function GamesList({ tags }: { tags: Tag[] }) {
  const [params, setParams] = useSearchParams();
  const rawCategory = params.get('category');
  const category = isCategory(rawCategory) ? rawCategory : undefined;
  const tagId = Number(params.get('tagId')) || undefined;
  const query = useInfiniteGames({ category, tagId });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinel = useLoadMore(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, Boolean(hasNextPage));

  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const games = query.data?.pages.flatMap((p) => p.appList) ?? [];
  const total = query.data?.pages[0]?.total;
  const tagName = tags.find((t) => t.tagId === tagId)?.tagName;
  const heading = listHeading(category, tagName);
  useTitle(heading);

  return (
    <>
      <h1 className="page-title">{heading}</h1>
      <div className="filter-bar" role="group" aria-label="Categories">
        {[undefined, ...GameCategory].map((c) => (
          <button
            key={c ?? 'all'}
            type="button"
            className="chip chip-large"
            aria-pressed={c === category}
            onClick={() => set('category', c)}
          >
            {c ? CATEGORY_LABELS[c] : 'All games'}
          </button>
        ))}
      </div>
      <div className="filter-bar" role="group" aria-label="Tags">
        {tags.map((tag) => (
          <button
            key={tag.tagId}
            type="button"
            className="chip"
            aria-pressed={tag.tagId === tagId}
            onClick={() => set('tagId', tag.tagId === tagId ? undefined : String(tag.tagId))}
          >
            #{tag.tagName}
          </button>
        ))}
      </div>
      <p className="muted" aria-live="polite">
        {total === undefined
          ? '\u00a0'
          : `${total} ${total === 1 ? 'game' : 'games'}${category ? ` · ${CATEGORY_LABELS[category]}` : ''}${tagName ? ` · #${tagName}` : ''}`}
      </p>
      <div className="game-grid">
        {games.map((game, index) => (
          <GameTile key={game.appId} game={game} first={index < FIRST_SCREEN_TILES} />
        ))}
        {(query.isPending || isFetchingNextPage) && <TileSkeletons count={12} />}
      </div>
      {query.isSuccess && games.length === 0 && (
        <State
          title="No games here yet"
          action={
            <button
              type="button"
              className="btn"
              onClick={() => setParams(new URLSearchParams(), { replace: true })}
            >
              Show all games
            </button>
          }
        >
          Nothing in this category carries that tag. Try another tag or category.
        </State>
      )}
      {query.isError && (
        <State
          title="The games could not be loaded"
          action={
            <button type="button" className="btn" onClick={() => void query.refetch()}>
              Try again
            </button>
          }
        >
          Check your connection, then try again.
        </State>
      )}
      <div ref={sentinel} aria-hidden="true" />
    </>
  );
}
