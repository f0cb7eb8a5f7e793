import { apiRoutes, LocalKey, type ClientConfig } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { afterFirstScreen } from './after-first-screen';
import { apiCall, firstAnswer } from './api-client';
import { getClientId } from './client-id';
import { storage } from './storage';

/** The config last fetched, and a fetch under way: callers meanwhile share it. */
let known: ClientConfig | null = null;
let pending: Promise<ClientConfig> | null = null;

/** Site configuration, fetched once; the fields the spec names are also kept locally. */
export function fetchClientConfig(): Promise<ClientConfig> {
  pending ??= loadClientConfig().finally(() => {
    pending = null;
  });
  return pending;
}

/**
 * The key the site signs with (`osignKey`): from the config already fetched, else from a fetch
 * of it (start-up signs its relogin before any screen asked for the config).
 */
export async function siteOsignKey(): Promise<string> {
  return (known ?? (await fetchClientConfig())).osignKey;
}

async function loadClientConfig(): Promise<ClientConfig> {
  const config = await apiCall(apiRoutes.clientConfig, { clientId: getClientId() });
  known = config;
  storage.set(
    LocalKey.clientConfig,
    JSON.stringify({
      telAreaCodeCountry: config.telAreaCodeCountry,
      country: config.country,
      isTestDevice: config.isTestDevice,
    }),
  );
  return config;
}

/** The fields kept locally by the last fetch (spec: client config saved locally). */
export function storedClientConfig(): { telAreaCodeCountry?: string; country?: string } {
  try {
    const saved: unknown = JSON.parse(storage.get(LocalKey.clientConfig) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return {};
    const { telAreaCodeCountry, country } = saved as Record<string, unknown>;
    return {
      ...(typeof telAreaCodeCountry === 'string' ? { telAreaCodeCountry } : {}),
      ...(typeof country === 'string' ? { country } : {}),
    };
  } catch {
    return {};
  }
}

/**
 * The config the page arrived with, which is any device's (its `isTestDevice` is false): the first
 * screen is drawn from it at once. This device's own is still fetched, after the first screen, to
 * be kept locally as the spec asks.
 */
function configOfPage(): ClientConfig | undefined {
  const config = firstAnswer(apiRoutes.clientConfig, {});
  if (config === undefined) return undefined;
  known ??= config;
  // Should that fetch fail, the page keeps the config it arrived with.
  void afterFirstScreen()
    .then(fetchClientConfig)
    .catch(() => undefined);
  return config;
}

export const clientConfigQuery = {
  queryKey: ['client-config'],
  queryFn: fetchClientConfig,
  initialData: configOfPage,
  staleTime: Infinity,
};

export const useClientConfig = () => useQuery(clientConfigQuery);
