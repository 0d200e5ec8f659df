// Countries, their states or provinces, and their postal code formats (specification section 3, "Countries").
// Plain data and pure functions with no imports: the server's validation and the registration and profile pages
// (resources/js/components/profile) use this one module, so both always accept the same values.

export type CountryCode = 'US' | 'CA';

export interface RegionOption {
  /** The two-letter postal abbreviation that is stored. */
  code: string;
  name: string;
}

export interface CountryInfo {
  code: CountryCode;
  name: string;
  /** What a region is called there: 'State' or 'Province or territory'. */
  regionLabel: string;
  /** What a postal code is called there: 'ZIP code' or 'Postal code'. */
  postalCodeLabel: string;
  /** An example shown as the placeholder of the postal code field. */
  postalCodeExample: string;
  regions: readonly RegionOption[];
}

/** The 50 states and the District of Columbia. */
export const US_STATES: readonly RegionOption[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
];

/** The 10 provinces and 3 territories. */
export const CA_PROVINCES: readonly RegionOption[] = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
];

export const COUNTRY_LIST: readonly CountryInfo[] = [
  {
    code: 'US',
    name: 'United States',
    regionLabel: 'State',
    postalCodeLabel: 'ZIP code',
    postalCodeExample: '12345',
    regions: US_STATES,
  },
  {
    code: 'CA',
    name: 'Canada',
    regionLabel: 'Province or territory',
    postalCodeLabel: 'Postal code',
    postalCodeExample: 'A1A 1A1',
    regions: CA_PROVINCES,
  },
];

export const COUNTRY_CODES: readonly CountryCode[] = COUNTRY_LIST.map((country) => country.code);

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

export function countryInfo(code: string): CountryInfo | undefined {
  return COUNTRY_LIST.find((country) => country.code === code);
}

/** True when `region` is a state (US, with DC) or province/territory (CA) of `country`. */
export function isRegionOf(country: string, region: string): boolean {
  return countryInfo(country)?.regions.some((option) => option.code === region) ?? false;
}

export function regionName(country: string, region: string): string {
  return countryInfo(country)?.regions.find((option) => option.code === region)?.name ?? region;
}

// US: 5 digits, or ZIP+4. Canada: letter digit letter, space, digit letter digit (the space is optional when typed).
const POSTAL_CODE_PATTERNS: Record<CountryCode, RegExp> = {
  US: /^\d{5}(?:-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
};

export function isPostalCodeOf(country: string, zip: string): boolean {
  return isCountryCode(country) && POSTAL_CODE_PATTERNS[country].test(zip.trim());
}

/** The stored form: Canadian codes upper case with the space ('K1A 0B1'); US codes as typed, trimmed. */
export function normalizePostalCode(country: string, zip: string): string {
  const trimmed = zip.trim();
  if (country === 'CA' && POSTAL_CODE_PATTERNS.CA.test(trimmed)) {
    const compact = trimmed.replace(' ', '').toUpperCase();
    return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  }
  return trimmed;
}
