import { formatPhoneInput, displayPhone, isPhoneNumber } from './phone.js';
import { CA_PROVINCES, isPostalCodeOf, isRegionOf, normalizePostalCode, US_STATES } from './regions.js';

describe('regions', () => {
  it('lists the 50 states and DC, and the 13 provinces and territories, each once', () => {
    expect(US_STATES).toHaveLength(51);
    expect(CA_PROVINCES).toHaveLength(13);
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(51);
    expect(isRegionOf('US', 'DC')).toBe(true);
    expect(isRegionOf('CA', 'YT')).toBe(true);
  });

  it('knows which country a state or province belongs to', () => {
    expect(isRegionOf('US', 'TX')).toBe(true);
    expect(isRegionOf('CA', 'TX')).toBe(false);
    expect(isRegionOf('US', 'ON')).toBe(false);
    expect(isRegionOf('MX', 'JA')).toBe(false);
  });

  it('checks postal codes by country and stores Canadian ones upper case with the space', () => {
    expect(isPostalCodeOf('US', '02143')).toBe(true);
    expect(isPostalCodeOf('US', '02143-1234')).toBe(true);
    expect(isPostalCodeOf('US', '2143')).toBe(false);
    expect(isPostalCodeOf('US', 'K1A 0B1')).toBe(false);
    expect(isPostalCodeOf('CA', 'K1A 0B1')).toBe(true);
    expect(isPostalCodeOf('CA', 'k1a0b1')).toBe(true);
    expect(isPostalCodeOf('CA', '02143')).toBe(false);
    expect(normalizePostalCode('CA', ' k1a0b1 ')).toBe('K1A 0B1');
    expect(normalizePostalCode('US', ' 02143 ')).toBe('02143');
  });
});

describe('phone', () => {
  it('formats digits into (###) ###-#### as they are typed', () => {
    expect(formatPhoneInput('2')).toBe('(2');
    expect(formatPhoneInput('2105')).toBe('(210) 5');
    expect(formatPhoneInput('2105550')).toBe('(210) 555-0');
    expect(formatPhoneInput('21055501439999')).toBe('(210) 555-0143');
    expect(formatPhoneInput('+1 (210) 555-0143')).toBe('(210) 555-0143');
    expect(formatPhoneInput('abc')).toBe('');
  });

  it('accepts only the full format, and shows ten stored digits in it', () => {
    expect(isPhoneNumber('(210) 555-0143')).toBe(true);
    expect(isPhoneNumber('210-555-0143')).toBe(false);
    expect(displayPhone('2105550143')).toBe('(210) 555-0143');
    expect(displayPhone('(210) 555-0143')).toBe('(210) 555-0143');
    expect(displayPhone(null)).toBe('');
  });
});
