import clsx from 'clsx';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { ImageIcon, UploadIcon } from '@/components/ui/icons';
import type { RecipeImageProps } from '@/types';
import { FILE_MESSAGES } from '@shared/messages';

/**
 * JPEG and PNG (specification sections 3, 5 and 9), and the iPhone's HEIC, which the server stores as JPEG; one file.
 * Some systems give a HEIC file no type at all, so its name's extension vouches for it (the server reads the bytes).
 */
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/heic', 'image/heif'];
const HEIC_EXTENSIONS = ['.heic', '.heif'];
const TYPE_NAMES = ['JPG', 'PNG', 'HEIC'];

function isAccepted(file: File): boolean {
  if (ACCEPTED_TYPES.includes(file.type)) return true;
  const untyped = file.type === '' || file.type === 'application/octet-stream';
  return untyped && HEIC_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension));
}

export const dropzoneMessages = {
  upload: 'Upload a file',
  hint: 'PNG, JPG up to 10Mb',
  invalidType: 'File is of invalid type',
  expects: `Expects ${TYPE_NAMES.slice(0, -1).join(', ')} or ${TYPE_NAMES[TYPE_NAMES.length - 1]}`,
  tooMany: FILE_MESSAGES.tooMany,
  notLoaded: 'The stored image could not be loaded. Upload it again.',
  noPreview: 'This browser cannot show this photo; it appears here once saved.',
} as const;

interface ImageDropzoneProps {
  label: string;
  /** The multipart field: 'recipe' or 'headshot'. */
  name: string;
  description?: string;
  /** The stored image, shown until another file is chosen. */
  existing: RecipeImageProps | null;
  onFile: (file: File) => void;
  disabled?: boolean;
  /** The form's message for this field (required, or the server's answer). */
  error?: string;
  /** Round preview, for the headshot. */
  round?: boolean;
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * One picture: click or drop a file, see it at once; nothing is uploaded until the recipe is saved. The stored
 * image is loaded back with a GET of its address, as a blob (section 7).
 */
export function ImageDropzone({
  label,
  name,
  description,
  existing,
  onFile,
  disabled = false,
  error,
  round = false,
}: ImageDropzoneProps) {
  const id = useId();
  /**
   * The chosen file; `over` is the stored image it replaces, and `unviewable` says the browser cannot show it (a HEIC
   * outside Safari): then the stored image takes its place once the server has converted and kept it.
   */
  const [chosen, setChosen] = useState<{
    file: File;
    url: string;
    over: string | null;
    unviewable: boolean;
  } | null>(null);
  const existingLarge = existing?.large ?? null;
  const picked = chosen && !(chosen.unviewable && chosen.over !== existingLarge) ? chosen : null;
  const [loaded, setLoaded] = useState<{ source: string; url: string } | null>(null);
  /** The stored image's address when fetching it failed (a missing file): the upload prompt shows instead. */
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const urls = useRef<string[]>([]);

  // The stored image, fetched as a blob for the preview (only while no new file was chosen).
  const source = picked ? null : (existing?.large ?? null);
  useEffect(() => {
    if (!source) return;
    let cancelled = false;
    // Script-made, as every call of the app says (section 7), though it only reads a file.
    fetch(source, { credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest' } })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (cancelled) return;
        if (!blob) {
          setFailedSource(source);
          return;
        }
        const url = URL.createObjectURL(blob);
        urls.current.push(url);
        setLoaded({ source, url });
      })
      .catch(() => {
        if (!cancelled) setFailedSource(source);
      });
    return () => {
      cancelled = true;
    };
  }, [source]);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const preview = picked?.url ?? (loaded && loaded.source === source ? loaded.url : null);
  const failed = source !== null && failedSource === source;

  const take = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    if (files.length > 1) {
      setLocalError(dropzoneMessages.tooMany);
      return;
    }
    const file = files[0];
    if (!isAccepted(file)) {
      setLocalError(dropzoneMessages.invalidType);
      return;
    }
    setLocalError(null);
    const url = URL.createObjectURL(file);
    urls.current.push(url);
    setChosen({ file, url, over: existingLarge, unviewable: false });
    onFile(file);
  };

  const onDrag = (event: DragEvent<HTMLLabelElement>, over: boolean) => {
    if (disabled) return;
    event.preventDefault();
    setDragging(over);
  };

  const message = localError ?? error;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <div className="flex flex-col gap-2" data-testid={`${name}-dropzone`}>
      <p className="text-sm font-semibold text-ink" id={`${id}-label`}>
        {label}
      </p>
      {description && <p className="-mt-1 text-sm text-muted">{description}</p>}
      <label
        htmlFor={id}
        onDragEnter={(event) => onDrag(event, true)}
        onDragOver={(event) => onDrag(event, true)}
        onDragLeave={(event) => onDrag(event, false)}
        onDrop={(event) => {
          onDrag(event, false);
          if (!disabled) take(event.dataTransfer.files);
        }}
        className={clsx(
          'group relative flex min-h-56 flex-col items-center justify-center gap-3 overflow-hidden rounded-2xl border-2 border-dashed p-5 text-center transition-colors',
          'focus-within:border-ink focus-within:ring-4 focus-within:ring-yellow',
          disabled
            ? 'cursor-not-allowed border-ink/15 bg-sand/40'
            : dragging
              ? 'cursor-copy border-ink bg-yellow/15'
              : 'cursor-pointer border-ink/25 bg-white hover:border-ink/60 hover:bg-cream',
          message && !disabled && 'border-danger',
        )}
      >
        <input
          id={id}
          name={name}
          type="file"
          accept={[...ACCEPTED_TYPES, ...HEIC_EXTENSIONS].join(',')}
          disabled={disabled}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
          aria-labelledby={`${id}-label`}
          aria-describedby={clsx(hintId, message && errorId)}
          aria-invalid={message ? true : undefined}
          className="sr-only"
        />
        {preview ? (
          <>
            {picked?.unviewable ? (
              <span
                className={clsx(
                  'flex items-center justify-center bg-sand/60 text-muted',
                  round
                    ? 'size-36 rounded-full border-4 border-yellow'
                    : 'aspect-[4/3] w-full max-w-sm rounded-xl',
                )}
              >
                <ImageIcon className="size-10" />
              </span>
            ) : (
              <img
                src={preview}
                alt={`${label} preview`}
                onError={() => {
                  // The browser cannot decode the chosen file (HEIC): say so instead of a broken image.
                  if (picked && preview === picked.url) setChosen({ ...picked, unviewable: true });
                }}
                className={clsx(
                  'object-cover shadow-md',
                  round
                    ? 'size-36 rounded-full border-4 border-yellow'
                    : 'aspect-[4/3] w-full max-w-sm rounded-xl',
                )}
              />
            )}
            <span className="text-sm text-muted">
              {picked ? `${picked.file.name} · ${formatSize(picked.file.size)}` : 'Current image'}
            </span>
            {picked?.unviewable && (
              <span className="max-w-xs text-sm text-muted" data-testid={`${name}-no-preview`}>
                {dropzoneMessages.noPreview}
              </span>
            )}
            {!disabled && (
              <span className="text-sm font-semibold text-ink underline decoration-yellow-deep decoration-2 underline-offset-4">
                Replace the image
              </span>
            )}
          </>
        ) : existing && !failed ? (
          <ImageIcon className="size-10 animate-pulse text-muted" />
        ) : (
          <>
            <span
              className={clsx(
                'inline-flex size-14 items-center justify-center rounded-full',
                disabled ? 'bg-sand text-muted' : 'bg-yellow text-ink',
              )}
            >
              <UploadIcon className="size-6" />
            </span>
            <p className="text-base text-muted">
              <span className="font-semibold text-ink underline decoration-yellow-deep decoration-2 underline-offset-4">
                {dropzoneMessages.upload}
              </span>{' '}
              or drag and drop
            </p>
            {failed && (
              <p className="max-w-xs text-sm text-danger" data-testid={`${name}-not-loaded`}>
                {dropzoneMessages.notLoaded}
              </p>
            )}
          </>
        )}
        <p id={hintId} className="text-xs font-medium tracking-wide text-muted">
          {dropzoneMessages.hint}
        </p>
      </label>
      {message && (
        <div id={errorId} className="text-sm font-medium text-danger" data-testid={`${name}-error`}>
          <p>{message}</p>
          {message === dropzoneMessages.invalidType && (
            <p className="font-normal">{dropzoneMessages.expects}</p>
          )}
        </div>
      )}
    </div>
  );
}
