import { GamesList } from '../../features/games';
import { useClientConfig } from '../../lib/client-config';
import { useTitle } from '../../lib/use-title';

export function GamesListPage() {
  useTitle('All games');
  const config = useClientConfig();
  return (
    <div className="page">
      <h1 className="page-title">All games</h1>
      <GamesList tags={config.data?.tagList ?? []} />
    </div>
  );
}
