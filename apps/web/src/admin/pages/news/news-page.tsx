import {
  NewsCategory,
  NewsChannel,
  NewsState,
  type AdminNewsItem,
  type NewsCategoryValue,
  type NewsChannelValue,
  type NewsStateValue,
} from '@portal/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { SelectField } from '../../../components/ui/field';
import { adminPaths } from '../../admin-paths';
import shared from '../../components/admin.module.css';
import { DataTable, type Column } from '../../components/data-table';
import { when } from '../../components/format';
import { Pager } from '../../components/pager';
import { AdminPage } from '../../components/admin-page';
import { useNewsList } from './api/use-news-list';
import { DeleteNewsButton } from './delete-news-button';
import { NEWS_CATEGORY, NEWS_CHANNEL, NEWS_STATE } from './news-labels';
import { PublishToggle } from './publish-toggle';
import styles from './news.module.css';
import { oneOf } from '../../components/choice';

const COLUMNS: ReadonlyArray<Column<AdminNewsItem>> = [
  {
    key: 'cover',
    header: 'Cover',
    cell: (news) => <img className={styles.cover} src={news.coverUrl} alt="" loading="lazy" />,
  },
  {
    key: 'title',
    header: 'Title',
    cell: (news) => (
      <div className={styles.titleCell}>
        <Link to={`${adminPaths.news}/${news.newsId}`} className={styles.title}>
          {news.title}
        </Link>
        {news.summary && <span className="muted">{news.summary}</span>}
      </div>
    ),
  },
  {
    key: 'kind',
    header: 'Kind',
    cell: (news) => `${NEWS_CATEGORY[news.category]} · ${NEWS_CHANNEL[news.channel]}`,
  },
  {
    key: 'state',
    header: 'State',
    cell: (news) => (
      <span className={shared.status} data-tone={NEWS_STATE[news.state].tone}>
        {NEWS_STATE[news.state].label}
      </span>
    ),
  },
  { key: 'published', header: 'Published', cell: (news) => when(news.publishedAt) },
  {
    key: 'actions',
    header: 'Actions',
    align: 'end',
    cell: (news) => (
      <div className={shared.rowActions}>
        <PublishToggle news={news} />
        <Link
          to={`${adminPaths.news}/${news.newsId}`}
          className="btn"
          aria-label={`Edit ${news.title}`}
        >
          Edit
        </Link>
        <DeleteNewsButton news={news} />
      </div>
    ),
  },
];

/** The news and events, drafts and published, found by kind and state. */
export function NewsPage() {
  const [page, setPage] = useState(1);
  const [category, setCategory] = useState<NewsCategoryValue | ''>('');
  const [state, setState] = useState<NewsStateValue | ''>('');
  const [channel, setChannel] = useState<NewsChannelValue | ''>('');
  const news = useNewsList({
    page,
    category: category || undefined,
    state: state || undefined,
    channel: channel || undefined,
  });
  const filtered = category !== '' || state !== '' || channel !== '';

  return (
    <AdminPage
      title="News and events"
      lead="Stories for the news pages. A draft is seen only here until it is published."
      actions={
        <Link to={`${adminPaths.news}/new`} className="btn btn-primary">
          New story
        </Link>
      }
    >
      <div className={shared.toolbar}>
        <SelectField
          label="Category"
          value={category}
          onChange={(event) => {
            setCategory(oneOf(NewsCategory, event.target.value) ?? '');
            setPage(1);
          }}
        >
          <option value="">News and events</option>
          {NewsCategory.map((value) => (
            <option key={value} value={value}>
              {NEWS_CATEGORY[value]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="State"
          value={state}
          onChange={(event) => {
            setState(oneOf(NewsState, event.target.value) ?? '');
            setPage(1);
          }}
        >
          <option value="">Published and drafts</option>
          {NewsState.map((value) => (
            <option key={value} value={value}>
              {NEWS_STATE[value].label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Channel"
          value={channel}
          onChange={(event) => {
            setChannel(oneOf(NewsChannel, event.target.value) ?? '');
            setPage(1);
          }}
        >
          <option value="">All channels</option>
          {NewsChannel.map((value) => (
            <option key={value} value={value}>
              {NEWS_CHANNEL[value]}
            </option>
          ))}
        </SelectField>
      </div>
      <DataTable
        caption="News and events"
        columns={COLUMNS}
        rows={news.data?.newsList}
        rowKey={(item) => item.newsId}
        loading={news.isPending}
        error={news.isError ? news.error.message : null}
        empty={
          filtered ? (
            'No story matches these filters.'
          ) : (
            <>
              No stories yet. <Link to={`${adminPaths.news}/new`}>Write the first one</Link>.
            </>
          )
        }
      />
      {news.data && <Pager {...news.data} onPage={setPage} />}
    </AdminPage>
  );
}
