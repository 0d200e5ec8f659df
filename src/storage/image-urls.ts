import type { ImageUrls } from '@shared/inertia/shared-props.js';

export const IMAGE_VARIANTS = {
  thumb: { width: 480 },
  large: { width: 1600 },
} as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;

/** The public URLs of a stored image's versions. Keys are random and content never changes under one key. */
export function imageUrls(key: string): ImageUrls {
  return { thumb: `/media/${key}/thumb.webp`, large: `/media/${key}/large.webp` };
}
