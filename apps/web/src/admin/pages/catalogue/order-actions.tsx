import shared from '../../components/admin.module.css';

/** Under a list being reordered: what is unsaved, and the ways to drop or keep the new order. */
export function OrderActions({
  changed,
  saving,
  onUndo,
  onSave,
  unsavedClassName,
}: {
  changed: boolean;
  saving: boolean;
  onUndo: () => void;
  onSave: () => void;
  unsavedClassName?: string;
}) {
  return (
    <div className={shared.formActions}>
      {changed && (
        <span className={unsavedClassName ? `muted ${unsavedClassName}` : 'muted'}>
          Unsaved order
        </span>
      )}
      <button type="button" className="btn" disabled={!changed || saving} onClick={onUndo}>
        Undo changes
      </button>
      <button
        type="button"
        className="btn btn-primary"
        disabled={!changed || saving}
        onClick={onSave}
      >
        {saving ? 'Saving…' : 'Save order'}
      </button>
    </div>
  );
}
