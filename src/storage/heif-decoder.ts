import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** libheif compiled to WebAssembly (libheif-js): sharp's prebuilt libvips reads a HEIF file's header but not HEVC. */
const LIBHEIF = createRequire(import.meta.url).resolve('libheif-js/libheif-wasm/libheif-bundle.js');

/** A HEIC photo of 48 megapixels decodes in a few seconds; one that takes longer than this is given up. */
export const HEIF_DECODE_TIMEOUT_MS = 30_000;

/**
 * The worker's code, plain CommonJS so that it runs the same from the build and from the tests' TypeScript. It decodes
 * the primary image with its rotation and mirroring applied (libheif's default; the EXIF Orientation tag is not
 * applied again, as the HEIF format says) to 8-bit RGB, into the memory it shares with the caller.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
console.log = () => {}; // libheif-js reports a file it cannot parse on stdout; the caller gets the error.
const libheif = require(workerData.libheif)();
(async () => {
  const decoder = new libheif.HeifDecoder();
  const images = decoder.decode(workerData.bytes);
  if (images.length === 0) throw new Error('no image in the file');
  const image = images.find((i) => libheif.heif_image_handle_is_primary_image(i.handle)) || images[0];
  const width = image.get_width();
  const height = image.get_height();
  if (width !== workerData.width || height !== workerData.height) throw new Error('not the size its header gave');
  const result = await libheif.heif_js_decode_image2(
    image.handle,
    libheif.heif_colorspace.heif_colorspace_RGB,
    libheif.heif_chroma.heif_chroma_interleaved_RGB,
  );
  if (!result || result.code) throw new Error('the image does not decode');
  const plane = result.channels.find((c) => c.id === libheif.heif_channel.heif_channel_interleaved);
  if (!plane || plane.width !== width || plane.height !== height) throw new Error('unexpected decoded image');
  const row = width * 3;
  const pixels = new Uint8Array(workerData.pixels);
  for (let y = 0; y < height; y++) pixels.set(plane.data.subarray(y * plane.stride, y * plane.stride + row), y * row);
  libheif.heif_image_release(result.image);
  parentPort.postMessage({ done: true });
})().catch((error) => parentPort.postMessage({ error: String((error && error.message) || error) }));
`;

/** The file is not a HEIF image libheif can decode (or not of the size its header gave). */
export class HeifDecodeError extends Error {}

/** Decoding took longer than its time limit; the worker was stopped. */
export class HeifDecodeTimeoutError extends Error {}

/**
 * Decodes a HEIC/HEIF photo of the size its header gave (already checked against the limits) to 8-bit RGB, row after
 * row, upright. In a worker thread of its own: the WebAssembly decoder would otherwise hold the event loop for
 * seconds, it can be stopped at the time limit, and its memory (which WebAssembly never gives back) goes with it. The
 * worker writes the pixels straight into memory shared with this thread, so they are never held twice.
 */
export function decodeHeif(
  bytes: Buffer,
  {
    width,
    height,
    timeoutMs = HEIF_DECODE_TIMEOUT_MS,
  }: { width: number; height: number; timeoutMs?: number },
): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const pixels = new SharedArrayBuffer(width * height * 3);
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { libheif: LIBHEIF, bytes, width, height, pixels },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => settle(() => reject(new HeifDecodeTimeoutError(`HEIF decoding took over ${timeoutMs} ms`))),
      timeoutMs,
    );
    worker.on('message', (message: { error: string } | { done: true }) => {
      settle(() => {
        if ('error' in message) reject(new HeifDecodeError(message.error));
        else resolve(Buffer.from(pixels));
      });
    });
    worker.on('error', (error) => settle(() => reject(new HeifDecodeError(error.message))));
    worker.on('exit', (code) => settle(() => reject(new HeifDecodeError(`the decoder stopped (${code})`))));
  });
}
