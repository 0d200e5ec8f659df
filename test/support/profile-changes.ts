/** A whole profile form of a contestant who moved to Ottawa: every field differs from the factory's profile. */
export const PROFILE_CHANGES = {
  name: 'Carmen',
  lastname: 'Rivera',
  phone: '(512) 555-0199',
  country: 'CA',
  address: '24 Sussex Dr',
  city: 'Ottawa',
  state: 'ON',
  zip: 'k1m 1m4',
  business_name: 'Rivera Catering',
};
