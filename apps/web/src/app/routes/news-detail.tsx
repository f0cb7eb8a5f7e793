import { useSearchParams } from 'react-router';
import { NewsArticle, useNewsDetail } from '../../features/news';
import { useTitle } from '../../lib/use-title';

export function NewsDetailPage() {
  const [params] = useSearchParams();
  const newsId = Number(params.get('newsId'));
  const channel = params.get('channel') === 'fbc' ? 'fbc' : 'portal';
  // The same query the article reads: the tab shows the item's title, as the first HTML does.
  const { data } = useNewsDetail(channel, newsId);
  useTitle(data?.newsTitle ?? 'News');
  return (
    <div className="page">
      <NewsArticle channel={channel} newsId={newsId} />
    </div>
  );
}
