import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { StarRating } from './star-rating';

function Controlled({ onChange }: { onChange: (n: number) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <StarRating
      label="Rate the answer"
      value={value}
      onChange={(n) => {
        setValue(n);
        onChange(n);
      }}
    />
  );
}

describe('the star rating', () => {
  beforeAll(() => {
    // jsdom has no CSS.escape, which the keyboard's walk through a radio group uses.
    if (typeof globalThis.CSS === 'undefined') {
      vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') });
    }
  });

  it('offers five named stars in one group', () => {
    render(<Controlled onChange={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Rate the answer' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(screen.getByRole('radio', { name: '1 star' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeTruthy();
  });

  it('takes a click on a star', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '4 stars' }).checked).toBe(true);
  });

  it('is operable by keyboard: Tab to it, arrows move between the stars', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 star' }));
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '5 stars' }).checked).toBe(true);
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(4);
  });
});
