// Makes the HEIC files of test/fixtures/heic with Debian's heif-enc (package libheif-examples, libheif 1.15):
//   node_modules/.bin/node scripts/make-heic-fixtures.mjs
// - portrait-irot.heic: a portrait photo (48 × 64, red band at the top) stored sideways (64 × 48) as a camera does,
//   with an `irot` rotation (270° anticlockwise) on the primary image and EXIF Orientation 6, as an iPhone writes
//   both. heif-enc 1.15 copies a JPEG's EXIF but writes no `irot`, so the script adds the box to the file itself.
// - gps.heic: 64 × 48, with EXIF camera and GPS tags (GPSMapDatum 'WGS-84-GPS-MARKER').
// - oversize.heic: 8200 × 6200 of one colour (50.8 megapixels, over the 50-megapixel limit), 12 KB.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

const OUT = new URL('../test/fixtures/heic/', import.meta.url).pathname;
export const GPS_MARKER = 'WGS-84-GPS-MARKER';

function heifEnc(input, output, quality = 60) {
  execFileSync('heif-enc', ['-q', String(quality), '-o', output, input], { stdio: 'inherit' });
}

// --- ISO BMFF boxes: just enough to add an `irot` property to the primary item of heif-enc's files.
function boxes(buf, start = 0, end = buf.length) {
  const list = [];
  for (let at = start; at < end;) {
    const size = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    if (size < 8) throw new Error(`unsupported box size ${size} (${type})`);
    list.push({ type, start: at, end: at + size, body: at + 8 });
    at += size;
  }
  return list;
}
const box = (type, body) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};
const child = (list, type) => {
  const found = list.find((b) => b.type === type);
  if (!found) throw new Error(`no ${type} box`);
  return found;
};

function readIpma(buf, b) {
  const version = buf[b.body];
  const flags = buf.readUIntBE(b.body + 1, 3);
  let at = b.body + 4;
  const count = buf.readUInt32BE(at);
  at += 4;
  const entries = [];
  for (let i = 0; i < count; i++) {
    const item = version < 1 ? buf.readUInt16BE(at) : buf.readUInt32BE(at);
    at += version < 1 ? 2 : 4;
    const n = buf[at++];
    const associations = [];
    for (let j = 0; j < n; j++) {
      if (flags & 1) {
        associations.push(buf.readUInt16BE(at));
        at += 2;
      } else associations.push(buf[at++]);
    }
    entries.push({ item, associations });
  }
  return { version, flags, entries };
}

function writeIpma({ version, flags, entries }) {
  const parts = [Buffer.from([version, (flags >> 16) & 255, (flags >> 8) & 255, flags & 255])];
  const count = Buffer.alloc(4);
  count.writeUInt32BE(entries.length);
  parts.push(count);
  for (const { item, associations } of entries) {
    const id = Buffer.alloc(version < 1 ? 2 : 4);
    if (version < 1) id.writeUInt16BE(item);
    else id.writeUInt32BE(item);
    parts.push(id, Buffer.from([associations.length]));
    for (const a of associations) {
      if (flags & 1) {
        const v = Buffer.alloc(2);
        v.writeUInt16BE(a);
        parts.push(v);
      } else parts.push(Buffer.from([a]));
    }
  }
  return box('ipma', Buffer.concat(parts));
}

/** Moves the offsets of items stored in the file (construction method 0) by `delta` bytes. */
function shiftIloc(buf, b, delta) {
  const version = buf[b.body];
  let at = b.body + 4;
  const offsetSize = buf[at] >> 4;
  const lengthSize = buf[at] & 15;
  const baseOffsetSize = buf[at + 1] >> 4;
  const indexSize = version >= 1 ? buf[at + 1] & 15 : 0;
  at += 2;
  const count = version < 2 ? buf.readUInt16BE(at) : buf.readUInt32BE(at);
  at += version < 2 ? 2 : 4;
  const shift = (pos, size) => {
    if (size === 0) return;
    buf.writeUIntBE(buf.readUIntBE(pos, size) + delta, pos, size);
  };
  for (let i = 0; i < count; i++) {
    at += version < 2 ? 2 : 4;
    let method = 0;
    if (version >= 1) {
      method = buf.readUInt16BE(at) & 15;
      at += 2;
    }
    at += 2; // data_reference_index
    const basePos = at;
    at += baseOffsetSize;
    const extents = buf.readUInt16BE(at);
    at += 2;
    if (method === 0 && baseOffsetSize > 0) shift(basePos, baseOffsetSize);
    for (let e = 0; e < extents; e++) {
      at += indexSize;
      if (method === 0 && baseOffsetSize === 0) shift(at, offsetSize);
      at += offsetSize + lengthSize;
    }
  }
}

/** The file with an `irot` property (angle × 90° anticlockwise) on its primary item. */
function withRotation(file, angle) {
  const top = boxes(file);
  const meta = child(top, 'meta');
  const mdatIndex = top.findIndex((b) => b.type === 'mdat');
  if (mdatIndex < top.indexOf(meta)) throw new Error('expected the mdat box after the meta box');
  const metaChildren = boxes(file, meta.body + 4, meta.end);
  const primary = file.readUInt16BE(child(metaChildren, 'pitm').body + 4);
  const iprp = child(metaChildren, 'iprp');
  const iprpChildren = boxes(file, iprp.body, iprp.end);
  const ipco = child(iprpChildren, 'ipco');
  const properties = boxes(file, ipco.body, ipco.end);
  const ipma = readIpma(file, child(iprpChildren, 'ipma'));
  const entry = ipma.entries.find((e) => e.item === primary);
  if (!entry) throw new Error('the primary item has no properties');
  entry.associations.push(properties.length + 1); // 1-based; transformative properties come last
  const newIpco = box(
    'ipco',
    Buffer.concat([file.subarray(ipco.body, ipco.end), box('irot', Buffer.from([angle]))]),
  );
  const newIprp = box(
    'iprp',
    Buffer.concat(
      iprpChildren.map((b) =>
        b.type === 'ipco' ? newIpco : b.type === 'ipma' ? writeIpma(ipma) : file.subarray(b.start, b.end),
      ),
    ),
  );
  const metaBody = Buffer.concat([
    file.subarray(meta.body, meta.body + 4),
    ...metaChildren.map((b) => (b.type === 'iprp' ? newIprp : file.subarray(b.start, b.end))),
  ]);
  const newMeta = box('meta', metaBody);
  const delta = newMeta.length - (meta.end - meta.start);
  const out = Buffer.concat([file.subarray(0, meta.start), newMeta, file.subarray(meta.end)]);
  const iloc = child(boxes(out, meta.start + 12, meta.start + newMeta.length), 'iloc');
  shiftIloc(out, iloc, delta);
  return out;
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'heic-'));
  try {
    const portrait = await sharp({ create: { width: 48, height: 64, channels: 3, background: '#3a7' } })
      .composite([
        { input: { create: { width: 48, height: 16, channels: 3, background: '#d22' } }, top: 0, left: 0 },
      ])
      .png()
      .toBuffer();
    // Stored as the sensor saw it: turned 90° anticlockwise, so the red band is on the left.
    const sideways = await sharp(portrait)
      .rotate(-90)
      .jpeg({ quality: 95 })
      .withExif({ IFD0: { Make: 'TestCam', Model: 'Serial 12345' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    writeFileSync(join(work, 'portrait.jpg'), sideways);
    heifEnc(join(work, 'portrait.jpg'), join(work, 'portrait.heic'));
    // 270° anticlockwise = 90° clockwise, what EXIF Orientation 6 says too.
    writeFileSync(
      join(OUT, 'portrait-irot.heic'),
      withRotation(readFileSync(join(work, 'portrait.heic')), 3),
    );

    const located = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#27a' } })
      .jpeg({ quality: 95 })
      .withExif({
        IFD0: { Make: 'TestCam', Model: 'Serial 12345' },
        IFD3: { GPSMapDatum: GPS_MARKER, GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100' },
      })
      .toBuffer();
    writeFileSync(join(work, 'gps.jpg'), located);
    heifEnc(join(work, 'gps.jpg'), join(OUT, 'gps.heic'));

    await sharp({ create: { width: 8200, height: 6200, channels: 3, background: '#777' } })
      .png()
      .toFile(join(work, 'oversize.png'));
    heifEnc(join(work, 'oversize.png'), join(OUT, 'oversize.heic'), 10);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
