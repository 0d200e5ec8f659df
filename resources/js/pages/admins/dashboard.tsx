import { Head } from '@inertiajs/react';
import { SignedInHome } from '@/components/signed-in-home';

interface Props {
  person: { name: string; email: string };
}

export default function AdminDashboard({ person }: Props) {
  return (
    <>
      <Head title="Dashboard" />
      <SignedInHome
        person={person}
        area="Administration"
        note="Contest administration (recipe review, contestants, judges, domains and past editions) is coming in the next release."
      />
    </>
  );
}
