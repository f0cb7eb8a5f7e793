import { GiftRequestType } from '@portal/contracts';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useGiftList, type GiftListFilter } from '../api/get-gift-list';
import { GiftGrid } from './gift-grid';

/** Number of a game's gifts its page shows; the rest are in the Gift Center. */
const GAME_GIFTS_SHOWN = 3;

/** A game's newest gift packs on its information page, claimable there; absent when it has none. */
export function GameGifts({ appId }: { appId: number }) {
  const filter = {
    requestType: GiftRequestType.APP,
    appId,
    pageSize: GAME_GIFTS_SHOWN,
  } satisfies GiftListFilter;
  const query = useGiftList(filter);
  if (query.isError || query.data?.pages[0]?.giftList.length === 0) return null;
  return (
    <section aria-labelledby="game-gifts-title">
      <div className="section-head">
        <h2 id="game-gifts-title">Gifts</h2>
        <Link className="link-accent" to={`${paths.giftCenter}?appId=${appId}`}>
          All gifts of this game
        </Link>
      </div>
      <GiftGrid filter={filter} from="game-info" compact empty={null} />
    </section>
  );
}
