import type { AdminNewsItem } from '@portal/contracts';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { ConfirmDialog } from '../../components/form-dialog';
import { useDeleteNews } from './api/delete-news';

/** Deletes a story after asking; a published one leaves the site at once. */
export function DeleteNewsButton({
  news,
  onDeleted,
}: {
  news: AdminNewsItem;
  onDeleted?: () => void;
}) {
  const remove = useDeleteNews();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn"
        aria-label={`Delete ${news.title}`}
        onClick={() => {
          remove.reset();
          setOpen(true);
        }}
      >
        Delete
      </button>
      <ConfirmDialog
        open={open}
        title={`Delete “${news.title}”?`}
        action={{ label: 'Delete story', pendingLabel: 'Deleting…' }}
        pending={remove.isPending}
        error={remove.isError ? remove.error.message : null}
        onSubmit={() =>
          remove.mutate(news.newsId, {
            onSuccess: () => {
              setOpen(false);
              toast(`“${news.title}” deleted.`, 'success');
              onDeleted?.();
            },
          })
        }
        onClose={() => setOpen(false)}
      >
        {news.state === 'published'
          ? 'Players will no longer find it in the news. This cannot be undone.'
          : 'The draft will be gone for good.'}
      </ConfirmDialog>
    </>
  );
}
