import { formatDate } from '@portal/contracts';
import article from '../../../features/news/components/news.module.css';
import { NEWS_CATEGORY } from './news-labels';
import type { NewsForm } from './news-form-state';
import styles from './news.module.css';

/**
 * The story as players will see it on its page, drawn with the site's own article styles from
 * what is in the form now, saved or not. The server cleans the HTML when it stores it, so the
 * stored story can only hold less than this.
 */
export function NewsPreview({ form, publishedAt }: { form: NewsForm; publishedAt: number | null }) {
  return (
    <div className={styles.previewFrame}>
      <p className={`muted ${styles.previewNote}`}>
        Preview of the story’s page on the site, with the changes not saved yet.
      </p>
      <article className={article.article}>
        {form.coverPreview ? (
          <img
            className={article.articleCover}
            src={form.coverPreview}
            alt=""
            width={1280}
            height={720}
          />
        ) : (
          <div className={`${article.articleCover} ${styles.noCover}`}>No cover yet</div>
        )}
        <p className={article.meta}>
          <span className={article.badge} data-kind={form.category}>
            {form.channel === 'fbc' ? 'Community' : NEWS_CATEGORY[form.category]}
          </span>
          <span>{publishedAt === null ? 'Not published yet' : formatDate(publishedAt, true)}</span>
        </p>
        <h1 className={article.articleTitle}>{form.title || 'Untitled story'}</h1>
        <div className={article.body} dangerouslySetInnerHTML={{ __html: form.contentHtml }} />
        {form.appId !== null && (
          <p>
            <span className="btn btn-primary btn-large">See the game</span>
          </p>
        )}
      </article>
    </div>
  );
}
