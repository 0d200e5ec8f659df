import type { ReactNode } from 'react';

interface TiltedPictureProps {
  src: string | undefined;
  alt: string;
  /** What stands in the picture's place when there is none. */
  fallback?: ReactNode;
}

/**
 * The large picture of a recipe page's dark hero (the contestant's recipe, a past edition), on a tilted yellow
 * backdrop.
 */
export function TiltedPicture({ src, alt, fallback }: TiltedPictureProps) {
  return (
    <div className="relative">
      <div
        aria-hidden="true"
        className="absolute -inset-1.5 rotate-2 rounded-[2rem] bg-yellow/90 sm:-inset-3"
      />
      {src ? (
        <img
          src={src}
          alt={alt}
          className="relative aspect-[4/3] w-full rounded-[1.75rem] object-cover shadow-2xl"
        />
      ) : (
        fallback
      )}
    </div>
  );
}
