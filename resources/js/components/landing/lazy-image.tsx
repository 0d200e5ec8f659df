/** A picture below the fold: fetched when it nears the screen and decoded off the main thread. */
export function LazyImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  return <img src={src} alt={alt} loading="lazy" decoding="async" className={className} />;
}
