import { ADMIN_LIST_MAX_PAGE_SIZE } from '@portal/contracts';
import { useState } from 'react';
import { SelectField, TextField } from '../../../components/ui/field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePickerGames } from './picker-games';
import styles from './catalogue.module.css';

/**
 * Chooses a game of the catalogue by name, whatever its status. A catalogue larger than one
 * page of the list also gets a search box to narrow the choice.
 */
export function GamePicker({
  label,
  value,
  onChange,
  error,
  optional = false,
}: {
  label: string;
  value: number | null;
  onChange: (appId: number | null) => void;
  error?: string | undefined;
  /** Offers "No game" as a choice. */
  optional?: boolean;
}) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const games = usePickerGames(q);
  const list = games.data?.gameList ?? [];
  const large = (games.data?.total ?? 0) > ADMIN_LIST_MAX_PAGE_SIZE || q !== '';
  const known = value === null || list.some((game) => game.appId === value);
  return (
    <div className={styles.picker}>
      {large && (
        <TextField
          label="Find a game"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      )}
      <SelectField
        label={label}
        value={value === null ? '' : String(value)}
        error={error ?? (games.isError ? games.error.message : undefined)}
        disabled={games.isPending}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        {games.isPending && <option value="">Loading games…</option>}
        {(optional || value === null) && !games.isPending && (
          <option value="">{optional ? 'No game' : 'Choose a game'}</option>
        )}
        {!known && value !== null && <option value={value}>Game #{value}</option>}
        {list.map((game) => (
          <option key={game.appId} value={game.appId}>
            {`${game.appName} (#${game.appId}${game.status === 'online' ? '' : `, ${game.status}`})`}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
