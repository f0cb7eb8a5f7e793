import { Code, type AdminGameSummary, type GameCategoryValue } from '@portal/contracts';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useToast } from '../../../components/ui/toast';
import { adminPaths } from '../../admin-paths';
import shared from '../../components/admin.module.css';
import { ReorderList } from '../catalogue/reorder-list';
import { useCategoryGames } from './api/category-games';
import { useReorderGames } from './api/reorder-games';
import { GameIcon } from './game-icon';
import { CATEGORY } from './game-labels';
import { GameStatusBadge } from './game-status-badge';
import styles from './games.module.css';
import { OrderActions } from '../catalogue/order-actions';

/**
 * The games of one list in the order players see them. Moves stay a draft (kept by the page, so
 * switching lists loses nothing) until Save order sends the whole new order.
 */
export function CategoryOrder({
  category,
  draft,
  onDraft,
}: {
  category: GameCategoryValue;
  draft: number[] | undefined;
  onDraft: (order: number[] | undefined) => void;
}) {
  const games = useCategoryGames(category);
  const reorder = useReorderGames();
  const toast = useToast();

  if (games.isError) {
    return (
      <p className={shared.error} role="alert">
        {games.error.message}
      </p>
    );
  }
  if (games.isPending) {
    return (
      <div className={`skeleton ${shared.tableSkeleton}`} role="status" aria-label="Loading" />
    );
  }
  if (games.data.length === 0) {
    return (
      <div className={shared.empty}>
        No games in the {CATEGORY[category]} list yet. Tick the list on a game’s page to add it.
      </div>
    );
  }

  const byId = new Map(games.data.map((game) => [game.appId, game]));
  // A draft made before the list changed elsewhere is dropped rather than saved half-valid.
  const valid =
    draft !== undefined &&
    draft.length === games.data.length &&
    draft.every((appId) => byId.has(appId));
  const order: AdminGameSummary[] = valid
    ? draft.flatMap((appId) => byId.get(appId) ?? [])
    : games.data;
  const changed = valid && draft.some((appId, index) => games.data[index]?.appId !== appId);
  const mismatch = reorder.error instanceof ApiError && reorder.error.code === Code.ORDER_MISMATCH;

  const save = () =>
    reorder.mutate(
      { category, appIds: order.map((game) => game.appId) },
      {
        onSuccess: () => {
          onDraft(undefined);
          toast(`Order of the ${CATEGORY[category]} list saved.`, 'success');
        },
      },
    );

  return (
    <div className={styles.orderPanel}>
      <ReorderList
        label={`${CATEGORY[category]} list`}
        items={order}
        idOf={(game) => game.appId}
        nameOf={(game) => game.appName}
        onChange={(next) => {
          reorder.reset();
          onDraft(next.map((game) => game.appId));
        }}
      >
        {(game) => (
          <div className={styles.orderRow}>
            <GameIcon src={game.iconUrl} size={40} />
            <Link to={`${adminPaths.games}/${game.appId}`} className={styles.name}>
              {game.appName}
            </Link>
            <GameStatusBadge status={game.status} />
          </div>
        )}
      </ReorderList>
      {reorder.isError && (
        <div className={styles.refused} role="alert">
          <span>{reorder.error.message}</span>
          {mismatch && (
            <button
              type="button"
              className="btn"
              onClick={() => {
                onDraft(undefined);
                reorder.reset();
                void games.refetch();
              }}
            >
              Load the list again
            </button>
          )}
        </div>
      )}
      <OrderActions
        changed={changed}
        saving={reorder.isPending}
        onUndo={() => {
          onDraft(undefined);
          reorder.reset();
        }}
        onSave={save}
        unsavedClassName={styles.unsaved}
      />
    </div>
  );
}
