import { COUNTRIES, defaultCountry, type Country } from '@portal/contracts';
import { useMemo } from 'react';
import { storedClientConfig, useClientConfig } from '../../../lib/client-config';

/**
 * The countries offered for mobile numbers (the client config's telAreaCodeCountry) and the one
 * preselected: the client config's country when known, else the US.
 */
export function useCountries(): { countries: readonly Country[]; initial: Country } {
  const config = useClientConfig().data;
  const stored = storedClientConfig();
  const offered = config?.telAreaCodeCountry ?? stored.telAreaCodeCountry ?? '';
  const countries = useMemo(() => {
    const codes = new Set(
      offered
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    );
    const list = COUNTRIES.filter((country) => codes.has(country.code));
    return list.length > 0 ? list : COUNTRIES;
  }, [offered]);
  return { countries, initial: defaultCountry(config?.country ?? stored.country) };
}
