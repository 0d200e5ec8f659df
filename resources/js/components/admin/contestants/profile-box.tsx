import type { ReactNode } from 'react';
import { countryInfo } from '@shared/contestants/regions';
import type { ProfileProps } from '@/types';

/** Authorized as the profile box shows it (specification section 2): '-' for 0, 'No' for 1, 'Yes' for 2. */
export const AUTHORIZED_TEXT = { 0: '-', 1: 'No', 2: 'Yes' } as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-sand/70 py-3 last:border-b-0 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-ink">{children || '—'}</dd>
    </div>
  );
}

function Box({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-7">
      <h2 className="font-display text-xl font-semibold tracking-tight text-ink">{title}</h2>
      <dl className="mt-3">{children}</dl>
    </section>
  );
}

/** The profile box: 'Personal Information' and 'Organization', read-only. */
export function ProfileBox({ profile, authorized }: { profile: ProfileProps; authorized: 0 | 1 | 2 }) {
  const country = countryInfo(profile.country);
  const state = country?.regions.find((region) => region.code === profile.state)?.name ?? profile.state;
  return (
    <div className="flex flex-col gap-4" data-testid="profile-box">
      <Box title="Personal Information">
        <Row label="Name">{`${profile.name} ${profile.lastname}`.trim()}</Row>
        <Row label="Email address">{profile.email}</Row>
        <Row label="Phone number">{profile.phone && `+1 ${profile.phone}`}</Row>
        <Row label="Address">{profile.address}</Row>
        <Row label="City">{profile.city}</Row>
        <Row label="State">{state}</Row>
        <Row label="Zip">{profile.zip}</Row>
        <Row label="Country">{country?.name ?? profile.country}</Row>
      </Box>
      <Box title="Organization">
        {profile.typeuser === 'sodexo' ? (
          <>
            <Row label="Supervisor name">{profile.manager_name}</Row>
            <Row label="Supervisor email">{profile.manager_email}</Row>
            <Row label="Authorized">
              <span data-testid="authorized">{AUTHORIZED_TEXT[authorized]}</span>
            </Row>
          </>
        ) : (
          <Row label="Business name">{profile.business_name}</Row>
        )}
      </Box>
    </div>
  );
}
