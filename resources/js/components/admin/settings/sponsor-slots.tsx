import { router, usePage } from '@inertiajs/react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { postMultipart } from '@/lib/multipart';
import type { SponsorSlotProps } from '@/types';
import { SettingsCard } from './settings-card';
import { firstErrors, GENERIC_ERROR } from './use-admin-call';

function SponsorForm({ slot, onSaved }: { slot: SponsorSlotProps; onSaved: () => Promise<unknown> }) {
  const { props } = usePage();
  const [name, setName] = useState(slot.name);
  const [url, setUrl] = useState(slot.url);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const preview = file ? URL.createObjectURL(file) : slot.logo?.thumb;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const form = new FormData();
    form.set('name', name);
    form.set('url', url);
    form.set('logo_file', file ? 'true' : 'false');
    if (file) form.set('logo', file);
    else if (slot.logoKey) form.set('logo', slot.logoKey);
    setBusy(true);
    const response = await postMultipart<{
      data?: unknown;
      message?: string;
      errors?: Record<string, string[]>;
    }>(`/admins/settings/sponsors/${slot.position}/update`, form, props.csrf);
    setBusy(false);
    if (response.status === 200 && response.body?.data) {
      setMessage(null);
      setErrors({});
      setFile(null);
      await onSaved();
      router.reload({ only: ['sponsors'] });
      return;
    }
    setErrors(response.status === 422 ? firstErrors(response.body) : {});
    setMessage(response.status === 422 ? (response.body?.message ?? GENERIC_ERROR) : GENERIC_ERROR);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-2xl p-4 ring-1 ring-sand"
      data-testid={`sponsor-${slot.position}`}
    >
      <div className="flex items-center gap-4">
        <div className="flex h-16 w-28 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-cream ring-1 ring-sand">
          {preview ? (
            <img
              src={preview}
              alt={`${slot.name || 'Sponsor'} logo`}
              className="max-h-14 max-w-24 object-contain"
            />
          ) : (
            <span className="text-xs text-muted">No logo</span>
          )}
        </div>
        <p className="text-sm font-semibold tracking-wide text-muted uppercase">Slot {slot.position}</p>
      </div>
      <FormAlert message={message} />
      <TextField
        label="Name"
        name="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
      />
      <TextField
        label="Website"
        name="url"
        type="url"
        placeholder="https://"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={errors.url}
      />
      <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink">
        Logo
        <input
          type="file"
          name="logo"
          accept="image/png,image/jpeg"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="text-sm font-normal text-muted file:mr-3 file:rounded-full file:border-0 file:bg-ink file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white"
        />
        <span className="font-normal text-muted">PNG, JPG up to 10Mb</span>
        {errors.logo && <span className="font-medium text-danger">{errors.logo}</span>}
      </label>
      <Button type="submit" color="black" size="sm" disabled={busy} className="self-start">
        Save sponsor
      </Button>
    </form>
  );
}

/** The sponsor bar's four slots, each saved on its own. */
export function SponsorSlots({
  slots,
  onSaved,
}: {
  slots: SponsorSlotProps[];
  onSaved: () => Promise<unknown>;
}) {
  return (
    <SettingsCard
      id="sponsors-card"
      title="Sponsors"
      lead="The four logos of the landing page's sponsor bar, in order."
    >
      <div className="grid gap-4 md:grid-cols-2">
        {slots.map((slot) => (
          <SponsorForm key={`${slot.position}-${slot.logoKey ?? ''}`} slot={slot} onSaved={onSaved} />
        ))}
      </div>
    </SettingsCard>
  );
}
