import sharp from 'sharp';

/** Size and colour of a made-up image; small by default, since most tests only need a real file of that type. */
export interface ImageOptions {
  color?: string;
  width?: number;
  height?: number;
}

function plain({ color, width = 64, height = 48 }: ImageOptions, fallback: string) {
  return sharp({ create: { width, height, channels: 3, background: color ?? fallback } });
}

/** A real PNG of one colour, as a browser would upload it. */
export function png(options: ImageOptions | string = {}): Promise<Buffer> {
  const opts = typeof options === 'string' ? { color: options } : options;
  return plain(opts, '#2a7').png().toBuffer();
}

/** A real JPEG of one colour, as a phone would upload it. */
export function jpeg(options: ImageOptions | string = {}): Promise<Buffer> {
  const opts = typeof options === 'string' ? { color: options } : options;
  return plain({ width: 48, height: 64, ...opts }, '#c33')
    .jpeg()
    .toBuffer();
}

/** A PNG drawn from SVG markup: a picture a person can tell apart from the others in a screenshot. */
export function svgPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}
