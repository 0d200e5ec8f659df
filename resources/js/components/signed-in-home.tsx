import { ButtonLink } from '@/components/ui/button';
import { Eyebrow } from '@/components/eyebrow';
import { forgetDrafts } from '@/lib/drafts';

interface SignedInHomeProps {
  person: { name: string; email: string };
  area: string;
  note: string;
}

/** The placeholder home of a signed-in area until its real screens arrive. */
export function SignedInHome({ person, area, note }: SignedInHomeProps) {
  return (
    <div className="mx-auto w-full max-w-4xl px-5 py-14 sm:px-8 sm:py-20">
      <Eyebrow>{area}</Eyebrow>
      <h1 className="mt-4 font-display text-4xl font-semibold tracking-tight sm:text-5xl">
        Welcome, {person.name}
      </h1>
      <p className="mt-2 text-sm text-muted">Signed in as {person.email}</p>
      <div className="mt-10 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand sm:p-8">
        <p className="text-lg leading-relaxed text-ink">{note}</p>
      </div>
      <ButtonLink href="/logout" onClick={forgetDrafts} color="black" className="mt-10">
        Logout
      </ButtonLink>
    </div>
  );
}
