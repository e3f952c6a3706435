import type { AddressInput } from './objects';

/*
 * Plausible addresses the hosted page fills in, so a journey (or a person trying card payment
 * locally) can press Pay at once, as with Stripe's test cards. One per country a small gallery
 * ships to most; any other country gets a generic one.
 */
const SAMPLES: Record<string, Omit<AddressInput, 'country'>> = {
  FR: { name: 'Camille Martin', line1: '12 Rue Vieille du Temple', postal_code: '75004', city: 'Paris' },
  DE: { name: 'Jonas Becker', line1: 'Torstraße 140', postal_code: '10119', city: 'Berlin' },
  GB: {
    name: 'Olivia Hughes',
    line1: '21 Redchurch Street',
    line2: 'Flat 2',
    postal_code: 'E2 7DJ',
    city: 'London',
  },
  US: {
    name: 'Jordan Lee',
    line1: '548 Market Street',
    line2: 'Suite 100',
    postal_code: '94104',
    city: 'San Francisco',
    state: 'CA',
  },
  NL: { name: 'Sanne de Vries', line1: 'Keizersgracht 123', postal_code: '1015 CJ', city: 'Amsterdam' },
  IT: { name: 'Giulia Rossi', line1: 'Via della Spiga 8', postal_code: '20121', city: 'Milano', state: 'MI' },
  ES: { name: 'Lucía García', line1: 'Calle de Serrano 45', postal_code: '28001', city: 'Madrid' },
  CH: { name: 'Noah Müller', line1: 'Bahnhofstrasse 12', postal_code: '8001', city: 'Zürich' },
  BE: { name: 'Emma Peeters', line1: 'Rue Antoine Dansaert 50', postal_code: '1000', city: 'Bruxelles' },
  AT: { name: 'Lena Gruber', line1: 'Mariahilfer Straße 10', postal_code: '1070', city: 'Wien' },
  JP: {
    name: 'Yui Tanaka',
    line1: '1-2-3 Jingumae',
    postal_code: '150-0001',
    city: 'Shibuya-ku',
    state: 'Tokyo',
  },
};

const GENERIC: Omit<AddressInput, 'country'> = {
  name: 'Alex Collector',
  line1: '1 Gallery Street',
  postal_code: '1000',
  city: 'Test City',
};

/** A test address in the first country the session ships to (France when it names none). */
export function testAddressFor(allowedCountries: readonly string[] | null): AddressInput {
  const country = allowedCountries?.[0] ?? 'FR';
  return { line2: null, state: null, ...(SAMPLES[country] ?? GENERIC), country };
}
