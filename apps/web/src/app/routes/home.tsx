import { HOME_NEWS_COUNT, HOME_ROW_SIZES } from '@portal/contracts';
import { Link } from 'react-router';
import { GameRow } from '../../features/games';
import { HeroSlideshow } from '../../features/home/components/hero-slideshow';
import { NewsFeed } from '../../features/news';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';

export function HomePage() {
  useTitle(undefined);
  return (
    <div className="page">
      <h1 className="visually-hidden">Free online games</h1>
      <HeroSlideshow />
      <GameRow title="Hot games" category="hot" variant="card" size={HOME_ROW_SIZES.hot} />
      <GameRow title="New games" category="new" variant="card" size={HOME_ROW_SIZES.new} />
      <GameRow title="Most played" category="popularity" size={HOME_ROW_SIZES.popularity} />
      <section aria-label="Latest news">
        <div className="section-head">
          <h2>Latest news</h2>
          <Link className="link-accent" to={paths.news}>
            All news
          </Link>
        </div>
        <NewsFeed channel="portal" limit={HOME_NEWS_COUNT} />
      </section>
    </div>
  );
}
