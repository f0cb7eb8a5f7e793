import type { AdminSlide } from '@portal/contracts';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import shared from '../../components/admin.module.css';
import { AdminPage } from '../../components/admin-page';
import { ConfirmDialog } from '../../components/form-dialog';
import { ReorderList } from '../catalogue/reorder-list';
import { useDeleteSlide } from './api/delete-slide';
import { useReorderSlides } from './api/reorder-slides';
import { useSlides } from './api/use-slides';
import { SlideForm } from './slide-form';
import { SlideRow } from './slide-row';
import styles from './banners.module.css';
import { OrderActions } from '../catalogue/order-actions';

type Editing = { slide: AdminSlide | null } | null;

/** The home page slideshow: its banners in order, each editable, removable and movable. */
export function BannersPage() {
  const slides = useSlides();
  const reorder = useReorderSlides();
  const remove = useDeleteSlide();
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminSlide | null>(null);
  const [draft, setDraft] = useState<number[] | null>(null);

  const list = slides.data ?? [];
  const byId = new Map(list.map((slide) => [slide.slideId, slide]));
  // A draft made before the list changed (a banner added or deleted) no longer names them all.
  const valid =
    draft !== null && draft.length === list.length && draft.every((slideId) => byId.has(slideId));
  const order = valid ? draft.flatMap((slideId) => byId.get(slideId) ?? []) : list;
  const changed = valid && draft.some((slideId, index) => list[index]?.slideId !== slideId);

  const saveOrder = () =>
    reorder.mutate(
      order.map((slide) => slide.slideId),
      {
        onSuccess: () => {
          setDraft(null);
          toast('Order of the banners saved.', 'success');
        },
      },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.slideId, {
      onSuccess: () => {
        toast(`“${deleting.title}” deleted.`, 'success');
        setDeleting(null);
        if (editing?.slide?.slideId === deleting.slideId) setEditing(null);
      },
    });
  };

  return (
    <AdminPage
      title="Banners"
      lead="The slideshow at the top of the home page, in this order."
      actions={
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setEditing({ slide: null })}
        >
          New banner
        </button>
      }
    >
      {editing && (
        <SlideForm
          key={editing.slide?.slideId ?? 'new'}
          slide={editing.slide}
          onDone={() => setEditing(null)}
        />
      )}
      {slides.isError ? (
        <p className={shared.error} role="alert">
          {slides.error.message}
        </p>
      ) : slides.isPending ? (
        <div className={`skeleton ${shared.tableSkeleton}`} role="status" aria-label="Loading" />
      ) : list.length === 0 ? (
        <div className={shared.empty}>No banners yet. Add the first one with New banner.</div>
      ) : (
        <div className={styles.list}>
          <ReorderList
            label="Banners"
            items={order}
            idOf={(slide) => slide.slideId}
            nameOf={(slide) => slide.title}
            onChange={(next) => {
              reorder.reset();
              setDraft(next.map((slide) => slide.slideId));
            }}
          >
            {(slide) => (
              <SlideRow
                slide={slide}
                onEdit={() => setEditing({ slide })}
                onDelete={() => {
                  remove.reset();
                  setDeleting(slide);
                }}
              />
            )}
          </ReorderList>
          {reorder.isError && (
            <p className={shared.error} role="alert">
              {reorder.error.message}
            </p>
          )}
          <OrderActions
            changed={changed}
            saving={reorder.isPending}
            onUndo={() => {
              setDraft(null);
              reorder.reset();
            }}
            onSave={saveOrder}
          />
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.title ?? ''}”?`}
        action={{ label: 'Delete banner', pendingLabel: 'Deleting…' }}
        pending={remove.isPending}
        error={remove.isError ? remove.error.message : null}
        onSubmit={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        It leaves the home page at once, and cannot be brought back.
      </ConfirmDialog>
    </AdminPage>
  );
}
