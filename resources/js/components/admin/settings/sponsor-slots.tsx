import { router, usePage } from '@inertiajs/react';
import { type FormEvent, useRef, useState } from 'react';
import { ImageDropzone } from '@/components/recipe/image-dropzone';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { differs, useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { fieldBinder } from '@/lib/field-props';
import type { SponsorSlotProps } from '@/types';
import { SettingsCard } from './settings-card';
import { useAdminCall } from './use-admin-call';

/**
 * One slot, saved as every card of the settings page is: the admin-call hook (busy, 422 field errors, the generic
 * message), then 'Settings saved' and a reload of the card's props. The logo takes the same drag-and-drop upload
 * box as every other image of the app.
 */
function SponsorForm({ slot, onSaved }: { slot: SponsorSlotProps; onSaved: () => Promise<unknown> }) {
  const { props } = usePage();
  const [values, setValues] = useState({ name: slot.name, url: slot.url });
  const [file, setFile] = useState<File | null>(null);
  const [stored, setStored] = useState({ name: slot.name, url: slot.url });
  useUnsavedChanges(file !== null || differs(values, stored));
  const form = useRef<HTMLFormElement>(null);
  const { busy, errors, message, run } = useAdminCall<unknown>();

  const field = fieldBinder(values, errors, (key, value) =>
    setValues((current) => ({ ...current, [key]: value })),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const form = new FormData();
    form.set('name', values.name);
    form.set('url', values.url);
    // A new file, or the stored logo's key (section 7: "file or existing value").
    form.set('logo_file', file ? 'true' : 'false');
    if (file) form.set('logo', file);
    else if (slot.logoKey) form.set('logo', slot.logoKey);
    const saved = await run({
      url: `/admins/settings/sponsors/${slot.position}/update`,
      multipart: form,
      csrf: props.csrf,
    });
    if (saved === null) return;
    setFile(null);
    setStored(values);
    await onSaved();
    router.reload({ only: ['sponsors'] });
  }

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      aria-busy={busy}
      className="flex flex-col gap-4 rounded-2xl p-4 ring-1 ring-sand"
      data-testid={`sponsor-${slot.position}`}
    >
      <p className="text-sm font-semibold tracking-wide text-muted uppercase">Slot {slot.position}</p>
      <ErrorSummary errors={errors} message={message} scope={form} />
      <TextField label="Name" {...field('name')} />
      <TextField label="Website" type="url" placeholder="https://" {...field('url')} />
      <ImageDropzone
        label="Logo"
        name={`logo-${slot.position}`}
        existing={slot.logo}
        onFile={setFile}
        disabled={busy}
        error={errors.logo}
      />
      <Button type="submit" color="black" size="sm" busy={busy} className="self-start">
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
