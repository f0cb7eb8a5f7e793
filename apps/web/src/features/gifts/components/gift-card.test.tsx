import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { gift } from '../test/gift-fixtures';
import { GiftCard } from './gift-card';

describe('a gift card', () => {
  it('offers a claimable gift with its remaining codes and requirement', async () => {
    const onClaim = vi.fn();
    renderWithProviders(<GiftCard gift={gift({ remaining: 7 })} onClaim={onClaim} />);
    expect(screen.getByRole('article', { name: 'Starter pack' })).toBeTruthy();
    expect(screen.getByText('7 of 20')).toBeTruthy();
    expect(screen.getByText('None')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(onClaim).toHaveBeenCalledWith(expect.objectContaining({ giftKey: 'gift_a' }));
  });

  it('cannot be claimed twice while a claim is on its way', () => {
    renderWithProviders(<GiftCard gift={gift()} claiming onClaim={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Claiming…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a claimed gift’s code instead of the button, and copies it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <GiftCard
        gift={gift({ state: 'claimed', code: 'MERGE-AB12-CD34', claimedAt: 1_700_000_000_000 })}
        onClaim={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
    expect(screen.getByText('MERGE-AB12-CD34')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy code MERGE-AB12-CD34' }));
    expect(await navigator.clipboard.readText()).toBe('MERGE-AB12-CD34');
    expect(await screen.findByText('Copied')).toBeTruthy();
  });

  it('says when no codes are left, with the button disabled', () => {
    renderWithProviders(
      <GiftCard gift={gift({ state: 'none_left', remaining: 0 })} onClaim={vi.fn()} />,
    );
    const button = screen.getByRole('button', { name: 'No codes left' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('names the recharge a locked gift needs', () => {
    renderWithProviders(
      <GiftCard gift={gift({ state: 'locked', rechargeRequirement: 100 })} onClaim={vi.fn()} />,
    );
    const button = screen.getByRole('button', { name: 'Recharge $100 in total to unlock' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a refusal beside the gift', () => {
    renderWithProviders(<GiftCard gift={gift()} error="Failed to claim" onClaim={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to claim');
  });
});
