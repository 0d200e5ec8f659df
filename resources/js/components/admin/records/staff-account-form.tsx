import { usePage } from '@inertiajs/react';
import { useState } from 'react';
import { JudgeAssignment } from '@/components/admin/assignments/assignment-lists';
import { ConflictsPanel } from '@/components/admin/conflicts/conflicts-panel';
import { StatusSwitch, SwitchFields } from '@/components/admin/switch-field';
import { ImageDropzone } from '@/components/recipe/image-dropzone';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { emailError, requiredError } from '@/lib/validation';
import type { StaffFormPageProps } from '@/types';
import { FormSection, RecordFormLayout } from './record-form-layout';
import { LOGIN_OPTIONS, STAGE_OPTIONS } from './staff-options';
import { useRecordSave } from './use-record-save';
import type { FormRequest } from '@/hooks/use-form-call';
import { fieldBinder } from '@/lib/field-props';
import { differs, useUnsavedChanges } from '@/hooks/use-unsaved-changes';

interface Values {
  name: string;
  lastname: string;
  email: string;
  stage: string;
  typelogin: string;
  is_active: boolean;
  title: string;
  biography: string;
  show_on_site: boolean;
  position: string;
}

const PUBLIC_SWITCHES = [
  { key: 'show_on_site', label: 'Shown on the site', onLabel: 'Shown', offLabel: 'Hidden' },
] as const;

/**
 * The judge or admin form (specification sections 2, 4, 5 and 7): first and last name, e-mail, round and sign-in
 * type, the Enabled/Disabled toggle (off for a new record), and for a judge the public side of the landing page.
 */
export function StaffAccountForm({
  kind,
  account,
  publicSide,
  isSelf,
  conflicts,
  assignment,
}: StaffFormPageProps) {
  const { csrf } = usePage().props;
  const judge = kind === 'judge';
  const noun = judge ? 'judge' : 'admin';
  const { frame, errors, clear } = useRecordSave(judge ? 'Judge saved' : 'Admin saved');
  const [portrait, setPortrait] = useState<File | null>(null);
  const [initial] = useState<Values>(() => ({
    name: account?.name ?? '',
    lastname: account?.lastname ?? '',
    email: account?.email ?? '',
    stage: account?.stage ?? '',
    typelogin: account?.typelogin ?? '',
    is_active: account?.is_active ?? false,
    title: publicSide?.title ?? '',
    biography: publicSide?.biography ?? '',
    show_on_site: publicSide?.show_on_site ?? false,
    position: String(publicSide?.position ?? 0),
  }));
  const [values, setValues] = useState<Values>(initial);
  useUnsavedChanges(portrait !== null || differs(values, initial));
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clear(key);
  };

  const check = () => {
    const found: Record<string, string> = {};
    const required = {
      name: requiredError(values.name),
      lastname: requiredError(values.lastname),
      email: emailError(values.email),
      stage: requiredError(values.stage),
      typelogin: requiredError(values.typelogin),
    };
    for (const [field, message] of Object.entries(required)) if (message) found[field] = message;
    return found;
  };

  const url = account
    ? `/admins/${judge ? 'judges' : 'admins'}/update/${account.id}`
    : `/admins/${judge ? 'judges' : 'admins'}/create`;
  const fields = {
    name: values.name.trim(),
    lastname: values.lastname.trim(),
    email: values.email.trim(),
    stage: values.stage,
    typelogin: values.typelogin,
    is_active: values.is_active,
  };

  const request = (): FormRequest => {
    if (!judge) return { url, json: fields };
    // Judges: multipart, for the portrait.
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
    form.set('title', values.title.trim());
    form.set('biography', values.biography.trim());
    form.set('show_on_site', String(values.show_on_site));
    form.set('position', values.position.trim() || '0');
    form.set('portrait_file', String(portrait !== null));
    if (portrait) form.set('portrait', portrait);
    return { url, multipart: form, csrf };
  };

  const fullName = account ? `${account.name} ${account.lastname}` : '';
  const field = fieldBinder(values, errors, set);
  return (
    <RecordFormLayout
      {...frame(check, request)}
      eyebrow={judge ? 'Judges' : 'Admins'}
      title={account ? fullName : judge ? 'New judge' : 'New admin'}
      lead={
        account
          ? `Edit this ${noun}'s account${judge ? ' and what the landing page shows about them' : ''}.`
          : `An External ${noun} is mailed a link to choose a password as soon as the account is enabled.`
      }
      backHref={judge ? '/admins/judges' : '/admins/admins'}
      backLabel={judge ? 'All judges' : 'All admins'}
      submitLabel={account ? 'Save changes' : `Create ${noun}`}
      after={
        (assignment || conflicts) && (
          <>
            {assignment && <JudgeAssignment assignment={assignment} />}
            {conflicts && <ConflictsPanel side="judge" judgeName={fullName} data={conflicts} />}
          </>
        )
      }
    >
      <FormSection id="account" title="Account">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First name" autoComplete="off" maxLength={100} {...field('name')} />
          <TextField label="Last name" autoComplete="off" maxLength={100} {...field('lastname')} />
        </div>
        <TextField label="E-mail" type="email" autoComplete="off" maxLength={254} {...field('email')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Stage"
            placeholder="Select a stage"
            options={STAGE_OPTIONS}
            {...field('stage')}
            hint={judge ? 'The round this judge scores.' : undefined}
          />
          <SelectField
            label="Login type"
            placeholder="Select a login type"
            options={LOGIN_OPTIONS}
            {...field('typelogin')}
            hint="Sodexo: company single sign-on. External: e-mail and password."
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <StatusSwitch
            hint={
              isSelf
                ? 'This is your own account: another admin has to disable it.'
                : `Only an enabled ${noun} can sign in.`
            }
            checked={values.is_active}
            onChange={(checked) => set('is_active', checked)}
            disabled={isSelf && values.is_active}
          />
          {errors.is_active && (
            <p className="text-sm font-medium text-danger" data-testid="is_active-error">
              {errors.is_active}
            </p>
          )}
        </div>
        {account && account.typelogin === 'credential' && !account.hasPassword && (
          <p className="rounded-2xl bg-yellow/20 px-4 py-3 text-sm text-ink" data-testid="invitation-pending">
            This {noun} has not chosen a password yet: the invitation link is waiting in their inbox.
          </p>
        )}
      </FormSection>

      {judge && (
        <FormSection
          id="public-side"
          title="On the landing page"
          lead="The judges panel of the landing page shows the portrait, name, title and biography of the enabled judges marked to be shown."
        >
          <SwitchFields switches={PUBLIC_SWITCHES} values={values} set={set} />
          <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
            <ImageDropzone
              label="Portrait"
              name="portrait"
              existing={publicSide?.portrait ?? null}
              onFile={(file) => {
                setPortrait(file);
                clear('portrait');
              }}
              error={errors.portrait}
              round
            />
            <div className="flex flex-col gap-5">
              <TextField
                label="Title"
                placeholder="e.g. Executive Chef"
                maxLength={150}
                {...field('title')}
              />
              <TextField
                label="Position on the panel"
                type="number"
                inputMode="numeric"
                min={0}
                max={999}
                hint="Lower numbers come first."
                {...field('position')}
              />
            </div>
          </div>
          <TextareaField label="Biography" rows={6} maxLength={5000} {...field('biography')} />
        </FormSection>
      )}
    </RecordFormLayout>
  );
}
