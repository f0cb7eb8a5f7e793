import { GamesList } from '../../features/games';
import { useClientConfig } from '../../lib/client-config';

/** The games list; its heading and title follow the category and tag chosen (see GamesList). */
export function GamesListPage() {
  const config = useClientConfig();
  return (
    <div className="page">
      <GamesList tags={config.data?.tagList ?? []} />
    </div>
  );
}
