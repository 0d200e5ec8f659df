import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import clsx from 'clsx';
import { type KeyboardEvent, type MouseEvent, useRef, useState } from 'react';
import { CloseIcon, ZoomInIcon, ZoomOutIcon } from '@/components/ui/icons';
import type { ImageUrls } from '@/types';

interface ZoomableImageProps {
  image: ImageUrls;
  alt: string;
  /** What the button says to assistive technology, e.g. 'Zoom into the picture of …' (it must contain the visible 'Zoom'). */
  label: string;
  className?: string;
  imageClassName?: string;
  /** The version shown in the page: 'large' for the hero, 'thumb' for small pictures. */
  variant?: keyof ImageUrls;
}

/**
 * An image that opens full screen in the large version the storage service serves (WebP, without metadata). In the
 * viewer a click, the button or +/- zooms to the image's full size around the clicked point; Escape closes.
 */
export function ZoomableImage({
  image,
  alt,
  label,
  className,
  imageClassName,
  variant = 'large',
}: ZoomableImageProps) {
  const [open, setOpen] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const frame = useRef<HTMLDivElement>(null);

  const close = () => {
    setOpen(false);
    setZoomed(false);
  };

  /** Zooms in keeping the clicked point under the pointer (or the centre), or back out. */
  const toggleZoom = (point?: { x: number; y: number }) => {
    const box = frame.current;
    if (zoomed || !box) {
      setZoomed(false);
      return;
    }
    const { width, height } = box.getBoundingClientRect();
    const fx = point ? point.x / width : 0.5;
    const fy = point ? point.y / height : 0.5;
    setZoomed(true);
    requestAnimationFrame(() => {
      box.scrollLeft = fx * box.scrollWidth - width / 2;
      box.scrollTop = fy * box.scrollHeight - height / 2;
    });
  };

  const onImageClick = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    toggleZoom({ x: event.clientX - box.left, y: event.clientY - box.top });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.key === '+' || event.key === '=') && !zoomed) toggleZoom();
    if (event.key === '-' && zoomed) toggleZoom();
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={label}
        className={clsx('group relative block cursor-zoom-in overflow-hidden', className)}
      >
        <img src={image[variant]} alt={alt} className={imageClassName} />
        <span
          aria-hidden="true"
          className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-ink/80 px-3 py-1.5 text-xs font-semibold text-white opacity-90 transition-opacity group-hover:opacity-100"
        >
          <ZoomInIcon className="size-4" />
          Zoom
        </span>
      </button>
      <Dialog open={open} onClose={close} className="relative z-50" data-testid="image-viewer">
        <div className="fixed inset-0 bg-black" aria-hidden="true" />
        <DialogPanel className="fixed inset-0 flex flex-col" onKeyDown={onKeyDown}>
          <div className="flex items-center justify-between gap-3 bg-ink px-4 py-3 text-white sm:px-6">
            <DialogTitle className="truncate font-display text-lg font-semibold">{alt}</DialogTitle>
            <div className="flex shrink-0 gap-2">
              <button
                type="button"
                onClick={() => toggleZoom()}
                className="inline-flex h-10 items-center gap-2 rounded-full border border-white/30 px-4 text-sm font-semibold hover:bg-white/10"
              >
                {zoomed ? <ZoomOutIcon className="size-5" /> : <ZoomInIcon className="size-5" />}
                {zoomed ? 'Fit to screen' : 'Zoom in'}
              </button>
              <button
                type="button"
                onClick={close}
                aria-label="Close"
                className="inline-flex size-10 items-center justify-center rounded-full border border-white/30 hover:bg-white/10"
              >
                <CloseIcon className="size-5" />
              </button>
            </div>
          </div>
          <div
            ref={frame}
            className={clsx(
              'min-h-0 flex-1',
              zoomed ? 'overflow-auto' : 'flex items-center justify-center overflow-hidden p-4 sm:p-8',
            )}
          >
            {/* The large version (1600 px); zoomed, it is shown at its own size and scrolls. */}
            <img
              src={image.large}
              alt={alt}
              onClick={onImageClick}
              className={clsx(
                zoomed
                  ? 'max-w-none min-w-[150%] cursor-zoom-out'
                  : 'max-h-full max-w-full cursor-zoom-in rounded-xl object-contain shadow-2xl',
              )}
            />
          </div>
        </DialogPanel>
      </Dialog>
    </>
  );
}
