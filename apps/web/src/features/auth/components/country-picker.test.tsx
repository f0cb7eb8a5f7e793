import { COUNTRIES, defaultCountry, type Country } from '@portal/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CountryPicker } from './country-picker';

function Picker() {
  const [country, setCountry] = useState<Country>(defaultCountry());
  return (
    <>
      <CountryPicker value={country} onChange={setCountry} countries={COUNTRIES} />
      <output>{country.code}</output>
    </>
  );
}

const options = () =>
  within(screen.getByRole('listbox', { name: 'Countries' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

async function search(text: string) {
  const box = screen.getByRole('combobox', { name: 'Search country or dial code' });
  await userEvent.clear(box);
  if (text) await userEvent.type(box, text);
}

describe('the country-code picker', () => {
  it('starts on the US and searches by dial code, country code and name start', async () => {
    render(<Picker />);
    await userEvent.click(
      screen.getByRole('button', { name: 'US +1, country code: United States' }),
    );
    await search('44');
    expect(options()).toContain('United KingdomGB +44');
    expect(options().every((text) => /\+44/.test(text ?? ''))).toBe(true);
    await search('+49');
    expect(options()).toEqual(['GermanyDE +49']);
    await search('de');
    expect(options()).toEqual(['GermanyDE +49']);
    await search('ger');
    expect(options()).toEqual(['GermanyDE +49']);
    await search('united');
    expect(options().every((text) => text?.startsWith('United'))).toBe(true);
    await search('zzz');
    expect(screen.getByText('No country matches “zzz”.')).toBeTruthy();
  });

  it('picks with the arrows and Enter, and closes on Escape', async () => {
    render(<Picker />);
    await userEvent.click(screen.getByRole('button', { name: /country code/ }));
    await search('+33');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status').textContent).toBe('FR');
    expect(screen.getByRole('button', { name: 'FR +33, country code: France' })).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /country code/ }));
    await search('united');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('button', { name: /country code: United/ })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /country code/ }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
