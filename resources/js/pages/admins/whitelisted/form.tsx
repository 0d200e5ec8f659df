import { useState } from 'react';
import { FormSection, RecordFormLayout } from '@/components/admin/records/record-form-layout';
import { useRecordSave } from '@/components/admin/records/use-record-save';
import { StatusSwitch } from '@/components/admin/switch-field';
import { TextField } from '@/components/ui/text-field';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { changeClearing } from '@/lib/field-props';
import { requiredError } from '@/lib/validation';
import type { WhitelistedFormPageProps } from '@/types';

/** /admins/whitelisted/create and /admins/whitelisted/{id}/edit: the domain and the Enabled/Disabled toggle. */
export default function AdminWhitelistedForm({ domain }: WhitelistedFormPageProps) {
  const { frame, errors, clear } = useRecordSave('Whitelisted saved');
  const [value, setValue] = useState(domain?.domain ?? '');
  const [active, setActive] = useState(domain?.is_active ?? false);
  useUnsavedChanges(value !== (domain?.domain ?? '') || active !== (domain?.is_active ?? false));

  const check = (): Record<string, string> => {
    const message = requiredError(value);
    return message ? { domain: message } : {};
  };
  const request = () => ({
    url: domain ? `/admins/whitelisted/update/${domain.id}` : '/admins/whitelisted/create',
    json: { domain: value.trim(), is_active: active },
  });

  const title = domain ? domain.domain : 'New domain';
  return (
    <RecordFormLayout
      {...frame(check, request)}
      eyebrow="Whitelisted domains"
      title={title}
      lead="Only the part after the @, for example example.com. It is stored in lower case."
      backHref="/admins/whitelisted"
      backLabel="All domains"
      submitLabel={domain ? 'Save changes' : 'Add domain'}
    >
      <FormSection id="domain" title="Domain">
        <TextField
          label="Domain"
          name="domain"
          value={value}
          onChange={changeClearing(setValue, () => clear('domain'))}
          error={errors.domain}
          placeholder="example.com"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={253}
        />
        <StatusSwitch
          hint="People of a disabled domain cannot ask for a sign-in link."
          checked={active}
          onChange={setActive}
        />
      </FormSection>
    </RecordFormLayout>
  );
}
