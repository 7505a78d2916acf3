import { afterEach, describe, expect, it } from 'vitest';
import { backend } from '../../src/testing/server';
import { identityState } from '../../fixtures/backend/routes/identity';
import { fallbackCountry, lookupCountry, pickCountry, resetLookup } from './geo';

afterEach(() => resetLookup());
const rules = (defaultCountry: string, allowedCountries: string[] = []) => ({
  defaultCountry,
  allowedCountries,
});

describe('IP country', () => {
  it('reads the plain-text answer of the configured service, once per page', async () => {
    identityState(backend.session()).geo = 'SA\n';
    expect(await lookupCountry('/__geo/country/')).toBe('sa');
    identityState(backend.session()).geo = 'AE';
    expect(await lookupCountry('/__geo/country/')).toBe('sa');
  });

  it('a service that never answers gives up after the time-out', async () => {
    backend.addFault({ route: 'geo:country', fault: 'timeout' });
    const t0 = Date.now();
    expect(await lookupCountry('/__geo/country/', 150)).toBeNull();
    expect(Date.now() - t0).toBeLessThan(2000);
  });

  it.each(['500', 'html', 'offline'] as const)('%s: no country', async (fault) => {
    backend.addFault({ route: 'geo:country', fault });
    expect(await lookupCountry('/__geo/country/')).toBeNull();
  });

  it('nonsense answers are not countries', async () => {
    identityState(backend.session()).geo = '<html>EGY</html>';
    expect(await lookupCountry('/__geo/country/')).toBeNull();
  });

  it('falls back to the default country, else us, else the first allowed one', () => {
    expect(pickCountry(null, rules('eg'))).toBe('eg');
    expect(pickCountry('sa', rules('eg'))).toBe('sa');
    expect(pickCountry('fr', rules('eg', ['eg', 'sa']))).toBe('eg');
    expect(fallbackCountry(rules('fr', ['us', 'eg']))).toBe('us');
    expect(fallbackCountry(rules('fr', ['eg', 'sa']))).toBe('eg');
  });
});
