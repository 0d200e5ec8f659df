import { Head } from '@inertiajs/react';
import { SignedInHome } from '@/components/signed-in-home';

interface Props {
  person: { name: string; email: string };
}

export default function JudgeDashboard({ person }: Props) {
  return (
    <>
      <Head title="Dashboard" />
      <SignedInHome
        person={person}
        area="Judges"
        note="Your judging list is coming in the next release. We will let you know by e-mail as soon as recipes are ready for your vote."
      />
    </>
  );
}
