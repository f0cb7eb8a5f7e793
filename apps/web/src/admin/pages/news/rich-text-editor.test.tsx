import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { fileOf } from '../games/game-fixtures';
import { RichTextEditor } from './rich-text-editor';

describe('the story editor', () => {
  beforeAll(() => {
    // jsdom lays nothing out; ProseMirror asks where the selection is to scroll it into view.
    const none = { length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] };
    Range.prototype.getBoundingClientRect = () => new DOMRect();
    Range.prototype.getClientRects = () => none;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the story’s body and offers the formats the server keeps', () => {
    fakeApi();
    renderWithProviders(
      <RichTextEditor
        label="Story"
        initialHtml="<p>Hello <strong>there</strong></p>"
        onChange={vi.fn()}
      />,
    );
    const text = screen.getByRole('textbox', { name: 'Story' });
    expect(text.innerHTML).toContain('<strong>there</strong>');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(toolbar.querySelectorAll('button[tabindex="0"]')).toHaveLength(1);
    for (const name of ['Bold', 'Italic', 'H2 heading', 'Bulleted list', 'Link', 'Picture']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('moves between the tools with the arrow keys', async () => {
    fakeApi();
    renderWithProviders(<RichTextEditor label="Story" initialHtml="" onChange={vi.fn()} />);
    screen.getByRole('button', { name: 'Bold' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Italic' }));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Picture' }));
  });

  it('turns the paragraph into a heading and hands back the new HTML', async () => {
    fakeApi();
    const onChange = vi.fn();
    renderWithProviders(
      <RichTextEditor label="Story" initialHtml="<p>Title</p>" onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'H2 heading' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<h2>Title</h2>'));
    expect(screen.getByRole('button', { name: 'H2 heading' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('uploads a picture and inserts it with its description', async () => {
    fakeApi({
      '/api/admin/images/upload': () => ({
        data: { path: '/artwork/p.png', url: 'http://games/artwork/p.png' },
      }),
    });
    const onChange = vi.fn();
    renderWithProviders(
      <RichTextEditor label="Story" initialHtml="<p>Text</p>" onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Picture' }));
    await userEvent.upload(screen.getByLabelText('Choose a picture'), fileOf('p.png', 'image/png'));
    await userEvent.type(await screen.findByLabelText(/Describe the picture/), 'A star');
    await userEvent.click(screen.getByRole('button', { name: 'Insert picture' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('<img src="http://games/artwork/p.png" alt="A star">'),
      ),
    );
  });
});
