import { DotGroup, useViewRedDot } from '../../features/realtime';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../components/ui/tabs';
import { NewsFeed } from '../../features/news';
import { useTitle } from '../../lib/use-title';

const TABS = ['all', 'news', 'event', 'community'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

export function NewsPage() {
  useTitle('News');
  useViewRedDot(...DotGroup.news);
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = isTab(raw) ? raw : 'all';
  // Each panel is headed for the outline: the cards' titles are its third level.
  const feed = (t: Tab, heading: string) => (
    <>
      <h2 className="visually-hidden">{heading}</h2>
      {t === 'community' ? (
        <NewsFeed channel="fbc" />
      ) : (
        <NewsFeed channel="portal" category={t === 'all' ? undefined : t} />
      )}
    </>
  );
  return (
    <div className="page">
      <h1 className="page-title">News and events</h1>
      <div className="tabs-narrow">
        <Tabs
          label="News channels"
          active={tab}
          onChange={(t) => setParams(t === 'all' ? {} : { tab: t }, { replace: true })}
          items={[
            { key: 'all', label: 'All', panel: feed('all', 'All news') },
            { key: 'news', label: 'News', panel: feed('news', 'News') },
            { key: 'event', label: 'Events', panel: feed('event', 'Events') },
            { key: 'community', label: 'Community', panel: feed('community', 'Community news') },
          ]}
        />
      </div>
    </div>
  );
}
