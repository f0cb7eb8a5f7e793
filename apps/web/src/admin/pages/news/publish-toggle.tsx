import type { AdminNewsItem } from '@portal/contracts';
import { useToast } from '../../../components/ui/toast';
import { usePublishNews } from './api/publish-news';
import { useUnpublishNews } from './api/unpublish-news';

/** Publishes a draft (players get a red dot) or takes a published story back to draft. */
export function PublishToggle({ news }: { news: AdminNewsItem }) {
  const publish = usePublishNews();
  const unpublish = useUnpublishNews();
  const toast = useToast();
  const pending = publish.isPending || unpublish.isPending;
  const published = news.state === 'published';
  const run = () => {
    const action = published ? unpublish : publish;
    action.mutate(news.newsId, {
      onSuccess: () =>
        toast(
          published ? `“${news.title}” is a draft again.` : `“${news.title}” is published.`,
          'success',
        ),
      onError: (error) => toast(error.message, 'error'),
    });
  };
  return (
    <button
      type="button"
      className={published ? 'btn' : 'btn btn-primary'}
      aria-label={`${published ? 'Unpublish' : 'Publish'} ${news.title}`}
      disabled={pending}
      onClick={run}
    >
      {pending ? 'Saving…' : published ? 'Unpublish' : 'Publish'}
    </button>
  );
}
