/** The home address and phone the factory gives a registered contestant, as the profile forms show and send them. */
export const FACTORY_ADDRESS = {
  phone: '(210) 555-0143',
  country: 'US',
  address: '418 Magnolia Ave',
  city: 'San Antonio',
  state: 'TX',
  zip: '78212',
};

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
