import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, FormDialog, type FormDialogProps } from './form-dialog';

const action = { label: 'Save', pendingLabel: 'Saving…' };

function renderDialog(props: Partial<FormDialogProps> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(
    <FormDialog open title="Edit" action={action} onSubmit={onSubmit} onClose={onClose} {...props}>
      <label>
        Name
        <input />
      </label>
    </FormDialog>,
  );
  return { onSubmit, onClose };
}

describe('FormDialog', () => {
  it('submits once on Enter in a field and once on its button', () => {
    const { onSubmit } = renderDialog();
    expect(screen.getByRole('heading', { name: 'Edit' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    fireEvent.submit(screen.getByLabelText('Name'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('says the action is under way and does not submit it twice', () => {
    const { onSubmit } = renderDialog({ pending: true });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Saving…' });
    expect(button.disabled).toBe(true);
    fireEvent.submit(screen.getByLabelText('Name'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a refusal as an alert, and Cancel closes without submitting', () => {
    const { onSubmit, onClose } = renderDialog({ error: 'That title is taken.' });
    expect(screen.getByRole('alert').textContent).toBe('That title is taken.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

it('keeps its submit from the form it is placed in', () => {
  const outer = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const onSubmit = vi.fn();
  render(
    <form onSubmit={outer}>
      <ConfirmDialog
        open
        title="Delete it?"
        action={{ label: 'Delete', pendingLabel: 'Deleting…' }}
        onSubmit={onSubmit}
        onClose={() => undefined}
      >
        It cannot be brought back.
      </ConfirmDialog>
    </form>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(outer).not.toHaveBeenCalled();
});

describe('ConfirmDialog', () => {
  it('puts the focus on Cancel and the action in red', () => {
    render(
      <ConfirmDialog
        open
        title="Delete it?"
        action={{ label: 'Delete', pendingLabel: 'Deleting…' }}
        onSubmit={() => undefined}
        onClose={() => undefined}
      >
        It cannot be brought back.
      </ConfirmDialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete' }).className).toMatch(/dangerButton/);
    expect(screen.getByText('It cannot be brought back.')).toBeTruthy();
  });
});
