import { useSearchParams } from 'react-router';
import { NewsArticle } from '../../features/news';
import { useTitle } from '../../lib/use-title';

export function NewsDetailPage() {
  useTitle('News');
  const [params] = useSearchParams();
  const newsId = Number(params.get('newsId'));
  return (
    <div className="page">
      <NewsArticle channel={params.get('channel') === 'fbc' ? 'fbc' : 'portal'} newsId={newsId} />
    </div>
  );
}
