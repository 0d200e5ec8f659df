import { Head } from '@inertiajs/react';
import { type FormEvent, useRef, useState } from 'react';
import { useErrorBanner } from '@/components/error-banner';
import { ActionsCard, CardsForm, OverHero, PageHero, ProfileCards } from '@/components/profile/form-card';
import {
  focusField,
  type ProfileRules,
  profileBody,
  storedValuesOf,
  useProfileForm,
} from '@/components/profile/profile-form';
import { StatusBadge } from '@/components/profile/status-badge';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { useModal } from '@/components/ui/modal';
import { differs, useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { dataOf } from '@/hooks/use-form-call';
import { failureMessage } from '@shared/messages';
import type { ProfilePageProps, ProfileProps } from '@/types';
import { AUTHORIZATION } from '@shared/statuses';
import { submitOnce } from '@/lib/form-submit';

/** 'My Profile' (specification sections 2 and 5): every field; e-mail and supervisor read-only; the status badge. */
export default function Profile({ profile: initial }: ProfilePageProps) {
  const [profile, setProfile] = useState<ProfileProps>(initial);
  const form = useProfileForm(initial, dataOf<ProfileProps>);
  const { values, setValues, setValue, errors, summary } = form;
  const processing = form.call.busy;
  const formRef = useRef<HTMLFormElement>(null);
  const setBanner = useErrorBanner();
  const { modal, confirm } = useModal();
  useUnsavedChanges(differs(storedValuesOf(values), storedValuesOf(profile)));

  const rules: ProfileRules = {
    typeuser: profile.typeuser,
    companyDomains: [],
    supervisorEditable: false,
    requireAuthorization: false,
  };

  const save = async () => {
    const answer = await form.save({
      rules,
      onSend: () => setBanner(null),
      request: () => ({ url: '/user/profile/update', json: profileBody(values, profile.typeuser) }),
      show: (field) => focusField(formRef.current, field),
    });
    if (!answer) return;
    if (answer.ok) {
      const saved = answer.data;
      setProfile(saved);
      setValues({ ...saved, authorization: false });
      await confirm({ title: 'Profile saved', text: 'Your details are up to date.', cancelLabel: null });
      return;
    }
    if (answer.status !== 422) setBanner(failureMessage(answer.status, answer.body, [419]));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => submitOnce(event, processing, save);

  const authorization = profile.authorization;

  return (
    <>
      <Head title="My Profile" />
      <PageHero
        eyebrow="Contestant"
        title="My Profile"
        lead="Keep your details up to date so the contest team can reach you."
        aside={
          authorization && (
            <div className="flex shrink-0 flex-col items-start gap-2 md:items-end">
              <span className="text-xs font-semibold tracking-[0.18em] whitespace-nowrap text-white/60 uppercase">
                Supervisor approval
              </span>
              <StatusBadge status={authorization.status} label={authorization.label} className="ring-0" />
            </div>
          )
        }
      />
      <OverHero>
        <CardsForm ref={formRef} onSubmit={onSubmit} busy={processing}>
          <ErrorSummary errors={summary ? errors : {}} scope={formRef} className="shadow-sm" />
          {authorization?.status === AUTHORIZATION.rejected && (
            <div className="rounded-3xl border border-danger/25 bg-danger-soft p-5 text-sm text-danger sm:px-8">
              <p className="font-semibold">
                Unfortunately, your supervisor has rejected his/her approval of your submission.
              </p>
              {authorization.reason && (
                <p className="mt-2 text-ink">
                  <span className="font-semibold">Reason given:</span> {authorization.reason}
                </p>
              )}
            </div>
          )}
          <ProfileCards
            typeuser={profile.typeuser}
            organizationLead={
              profile.typeuser === 'sodexo' ? 'The supervisor who approves your participation.' : undefined
            }
            values={values}
            errors={errors}
            setValue={setValue}
          />
          <ActionsCard className="flex-col sm:items-center sm:justify-between">
            <p className="text-sm text-muted">Changes are saved when you press Save.</p>
            <Button type="submit" color="yellow" size="lg" busy={processing}>
              Save
            </Button>
          </ActionsCard>
        </CardsForm>
      </OverHero>
      {modal}
    </>
  );
}
