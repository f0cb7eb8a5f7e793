import { useSearchParams } from 'react-router';
import { Tabs } from '../../../components/ui/tabs';
import { AdminPage } from '../../components/admin-page';
import { PlayerSearch } from './player-search';
import { TestDevices } from './test-devices';

type Tab = 'players' | 'devices';

/** Players (search, then a player's page) and the test devices. */
export function PlayersPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'devices' ? 'devices' : 'players';
  return (
    <AdminPage title="Players" lead="Find a player to see their account, games and gifts.">
      <div className="tabs-narrow">
        <Tabs<Tab>
          label="Players and devices"
          active={tab}
          onChange={(next) => setParams(next === 'devices' ? { tab: 'devices' } : {})}
          items={[
            { key: 'players', label: 'Players', panel: <PlayerSearch /> },
            { key: 'devices', label: 'Test devices', panel: <TestDevices /> },
          ]}
        />
      </div>
    </AdminPage>
  );
}
