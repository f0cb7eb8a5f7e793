import { useClientConfig } from './client-config';

/** The games origin, where the built-in games' pictures are; undefined until the config is read. */
export const useGamesOrigin = (): string | undefined => useClientConfig().data?.gamesOrigin;
