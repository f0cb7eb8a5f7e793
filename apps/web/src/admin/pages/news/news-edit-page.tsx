import { Link, useParams } from 'react-router';
import { State } from '../../../components/ui/state';
import { adminPaths } from '../../admin-paths';
import { when } from '../../components/format';
import { AdminPage } from '../../components/admin-page';
import { useNews } from './api/use-news';
import { NewsEditor } from './news-editor';
import { NEWS_CATEGORY, NEWS_CHANNEL } from './news-labels';
import styles from './news.module.css';

/** One story, drafted or published. */
export function NewsEditPage() {
  const newsId = Number(useParams().newsId);
  const news = useNews(newsId);
  const back = (
    <Link to={adminPaths.news} className="btn">
      All news
    </Link>
  );
  if (!Number.isInteger(newsId) || newsId <= 0 || news.isError) {
    return (
      <AdminPage title="Story not found" actions={back}>
        <State title="This story could not be opened.">
          {news.isError ? news.error.message : 'The address does not name a story.'}
        </State>
      </AdminPage>
    );
  }
  if (news.isPending) {
    return (
      <AdminPage title="Story" actions={back}>
        <div className={`skeleton ${styles.editorSkeleton}`} role="status" aria-label="Loading" />
      </AdminPage>
    );
  }
  const data = news.data;
  return (
    <AdminPage
      title={data.title}
      lead={`${NEWS_CHANNEL[data.channel]} ${NEWS_CATEGORY[data.category].toLowerCase()} · ${
        data.state === 'published' ? `Published ${when(data.publishedAt)}` : 'Draft'
      }`}
      actions={back}
    >
      <NewsEditor key={data.newsId} news={data} />
    </AdminPage>
  );
}
