/**
 * Pictures for the demo data, composed as SVG here and rendered by sharp: nothing is downloaded, and the same seed
 * draws the same picture. They are meant to look like placeholders a designer made, not like photographs.
 */

import { escapeHtml } from '../../common/html.js';

export type DishStyle = 'plate' | 'bowl' | 'tart' | 'tacos' | 'salad' | 'sandwich';

export interface DishSpec {
  style: DishStyle;
  /** Table surface, light to dark. */
  table: [string, string];
  /** The main item (protein, crust, bread). */
  main: string;
  /** Sides and toppings, a few colours. */
  sides: string[];
  sauce: string;
  garnish: string;
  seed: number;
}

export interface PortraitSpec {
  initials: string;
  background: [string, string];
  skin: string;
  hair: string;
  shirt: string;
  /** A chef's toque and white jacket. */
  chef?: boolean;
}

export interface LogoSpec {
  name: string;
  tagline: string;
  color: string;
  accent: string;
  emblem: 'wheat' | 'pan' | 'flame' | 'drop';
}

/** A small deterministic random source, so that a picture depends only on its seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (value: number) => Math.round(value * 10) / 10;
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
const SERIF = 'DejaVu Serif, Liberation Serif, Georgia, serif';

function svg(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

function leaf(x: number, y: number, size: number, angle: number, color: string): string {
  return `<path transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})" d="M0 0 C ${n(size * 0.5)} ${n(-size * 0.45)} ${n(size)} ${n(-size * 0.2)} ${n(size * 1.2)} 0 C ${n(size)} ${n(size * 0.2)} ${n(size * 0.5)} ${n(size * 0.45)} 0 0 Z" fill="${color}" stroke="#00000022" stroke-width="2"/>`;
}

function scatter(
  rand: () => number,
  count: number,
  cx: number,
  cy: number,
  radius: number,
  draw: (x: number, y: number, i: number) => string,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const angle = rand() * Math.PI * 2;
    const distance = Math.sqrt(rand()) * radius;
    out += draw(cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance, i);
  }
  return out;
}

function tableAndCutlery(spec: DishSpec, width: number, height: number, rand: () => number): string {
  let grain = '';
  for (let y = 20; y < height; y += 38 + rand() * 30) {
    grain += `<path d="M0 ${n(y)} C ${n(width * 0.3)} ${n(y + rand() * 20 - 10)} ${n(width * 0.6)} ${n(y + rand() * 20 - 10)} ${width} ${n(y + rand() * 16 - 8)}" stroke="#00000014" stroke-width="${n(2 + rand() * 3)}" fill="none"/>`;
  }
  return (
    `<rect width="${width}" height="${height}" fill="url(#table)"/>${grain}` +
    // A linen napkin and cutlery at the side.
    `<rect x="${width - 250}" y="120" width="210" height="560" rx="14" fill="#f3efe6" transform="rotate(4 ${width - 145} 400)"/>` +
    `<rect x="${width - 160}" y="150" width="16" height="500" rx="8" fill="#c9ccd1" transform="rotate(4 ${width - 145} 400)"/>` +
    `<rect x="${width - 210}" y="170" width="22" height="470" rx="9" fill="#b9bcc2" transform="rotate(4 ${width - 145} 400)"/>`
  );
}

function plate(cx: number, cy: number, r: number): string {
  return (
    `<ellipse cx="${cx + 18}" cy="${cy + 26}" rx="${r}" ry="${r * 0.96}" fill="#00000055" filter="url(#soft)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#plate)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.72}" fill="#fbfbfa" stroke="#e4e2dd" stroke-width="4"/>`
  );
}

function food(spec: DishSpec, cx: number, cy: number, rand: () => number): string {
  const [side1 = '#7cb342', side2 = '#e53935', side3 = '#fdd835'] = spec.sides;
  switch (spec.style) {
    case 'bowl': {
      let wedges = '';
      const colors = [spec.main, side1, side2, side3, spec.garnish];
      colors.forEach((color, i) => {
        const a0 = (i / colors.length) * Math.PI * 2 - Math.PI / 2;
        const a1 = ((i + 1) / colors.length) * Math.PI * 2 - Math.PI / 2;
        const r = 225;
        wedges += `<path d="M${cx} ${cy} L ${n(cx + Math.cos(a0) * r)} ${n(cy + Math.sin(a0) * r)} A ${r} ${r} 0 0 1 ${n(cx + Math.cos(a1) * r)} ${n(cy + Math.sin(a1) * r)} Z" fill="${color}" stroke="#ffffff55" stroke-width="6"/>`;
        wedges += scatter(
          rand,
          14,
          cx + Math.cos((a0 + a1) / 2) * 140,
          cy + Math.sin((a0 + a1) / 2) * 140,
          55,
          (x, y) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(6 + rand() * 8)}" fill="#ffffff33"/>`,
        );
      });
      return (
        `<circle cx="${cx}" cy="${cy}" r="265" fill="url(#bowl)"/>` +
        `<circle cx="${cx}" cy="${cy}" r="232" fill="#f2ead8"/>` +
        wedges +
        `<circle cx="${cx}" cy="${cy}" r="62" fill="#fff8e1" stroke="#f9a825" stroke-width="26"/>` +
        scatter(
          rand,
          40,
          cx,
          cy,
          200,
          (x, y) =>
            `<ellipse cx="${n(x)}" cy="${n(y)}" rx="4" ry="2.5" fill="#fafafa" transform="rotate(${n(rand() * 180)} ${n(x)} ${n(y)})"/>`,
        )
      );
    }
    case 'tart': {
      let slices = '';
      for (let i = 0; i < 14; i++) {
        const a = (i / 14) * 360;
        slices += `<ellipse cx="${cx}" cy="${cy - 120}" rx="34" ry="62" fill="${i % 2 ? side1 : side2}" stroke="#00000022" stroke-width="3" transform="rotate(${a} ${cx} ${cy})"/>`;
      }
      return (
        `<rect x="${cx - 330}" y="${cy - 300}" width="660" height="600" rx="30" fill="#37474f"/>` +
        `<circle cx="${cx}" cy="${cy}" r="240" fill="${spec.main}" stroke="#a1662f" stroke-width="30" stroke-dasharray="22 10"/>` +
        `<circle cx="${cx}" cy="${cy}" r="205" fill="${side3}"/>` +
        slices +
        `<circle cx="${cx}" cy="${cy}" r="55" fill="${spec.sauce}"/>` +
        leaf(cx - 20, cy - 10, 60, -30, spec.garnish) +
        leaf(cx + 10, cy + 5, 55, 150, spec.garnish)
      );
    }
    case 'tacos': {
      let tacos = '';
      [-190, 0, 190].forEach((dx, i) => {
        const x = cx + dx;
        tacos +=
          `<path d="M ${x - 120} ${cy + 40} A 120 120 0 0 1 ${x + 120} ${cy + 40} Z" fill="${spec.main}" stroke="#c59d5f" stroke-width="8"/>` +
          scatter(
            rand,
            18,
            x,
            cy - 20,
            70,
            (px, py, j) =>
              `<circle cx="${n(px)}" cy="${n(Math.min(py, cy + 20))}" r="${n(8 + rand() * 10)}" fill="${[side1, side2, side3][(i + j) % 3]}"/>`,
          ) +
          leaf(x - 30, cy - 40, 36, -20 + i * 30, spec.garnish);
      });
      return (
        `<rect x="${cx - 360}" y="${cy - 220}" width="720" height="440" rx="40" fill="#8d6e63"/>` +
        `<rect x="${cx - 340}" y="${cy - 200}" width="680" height="400" rx="32" fill="#a1887f"/>` +
        tacos +
        `<circle cx="${cx + 250}" cy="${cy + 150}" r="46" fill="${spec.sauce}" stroke="#ffffff" stroke-width="10"/>`
      );
    }
    case 'salad':
      return (
        plate(cx, cy, 300) +
        scatter(rand, 34, cx, cy, 170, (x, y, i) =>
          leaf(x, y, 50 + rand() * 30, rand() * 360, i % 3 ? spec.main : spec.garnish),
        ) +
        scatter(
          rand,
          12,
          cx,
          cy,
          150,
          (x, y, i) =>
            `<circle cx="${n(x)}" cy="${n(y)}" r="${n(16 + rand() * 10)}" fill="${i % 2 ? side1 : side2}" stroke="#00000022" stroke-width="3"/>`,
        ) +
        scatter(
          rand,
          18,
          cx,
          cy,
          160,
          (x, y) =>
            `<rect x="${n(x)}" y="${n(y)}" width="14" height="12" rx="3" fill="${side3}" transform="rotate(${n(rand() * 90)} ${n(x)} ${n(y)})"/>`,
        )
      );
    case 'sandwich':
      return (
        plate(cx, cy, 300) +
        `<path d="M ${cx - 150} ${cy + 40} Q ${cx} ${cy - 70} ${cx + 150} ${cy + 40} L ${cx + 160} ${cy + 70} L ${cx - 160} ${cy + 70} Z" fill="${spec.main}"/>` +
        `<path d="M ${cx - 170} ${cy + 60} q 20 -18 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 l 0 20 l -320 0 Z" fill="${side1}"/>` +
        `<rect x="${cx - 165}" y="${cy + 78}" width="330" height="34" rx="12" fill="${side2}"/>` +
        `<path d="M ${cx - 160} ${cy + 112} L ${cx + 160} ${cy + 112} Q ${cx} ${cy + 170} ${cx - 160} ${cy + 112} Z" fill="#d7a35b"/>` +
        `<path d="M ${cx - 150} ${cy + 40} Q ${cx} ${cy - 110} ${cx + 150} ${cy + 40} Q ${cx} ${cy - 10} ${cx - 150} ${cy + 40} Z" fill="#e0a84f"/>` +
        scatter(
          rand,
          16,
          cx,
          cy - 20,
          90,
          (x, y) => `<ellipse cx="${n(x)}" cy="${n(y)}" rx="4" ry="2.5" fill="#fff3d6"/>`,
        ) +
        scatter(
          rand,
          9,
          cx + 170,
          cy - 150,
          60,
          (x, y) =>
            `<circle cx="${n(x)}" cy="${n(y)}" r="${n(20 + rand() * 6)}" fill="${side3}" stroke="#00000022" stroke-width="3"/>`,
        )
      );
    default:
      return (
        plate(cx, cy, 300) +
        `<path d="M ${cx - 170} ${cy + 110} C ${cx - 60} ${cy + 40} ${cx + 60} ${cy + 170} ${cx + 180} ${cy + 80}" stroke="${spec.sauce}" stroke-width="34" stroke-linecap="round" fill="none"/>` +
        scatter(
          rand,
          26,
          cx - 60,
          cy + 30,
          70,
          (x, y) =>
            `<circle cx="${n(x)}" cy="${n(y)}" r="${n(14 + rand() * 8)}" fill="${side3}" stroke="#00000018" stroke-width="3"/>`,
        ) +
        `<ellipse cx="${cx + 40}" cy="${cy - 30}" rx="150" ry="92" fill="${spec.main}" stroke="#00000030" stroke-width="5" transform="rotate(-14 ${cx + 40} ${cy - 30})"/>` +
        [-60, -20, 20, 60, 100]
          .map(
            (dx) =>
              `<path d="M ${cx + dx - 40} ${cy - 100} L ${cx + dx + 20} ${cy + 40}" stroke="#3e2723aa" stroke-width="9" stroke-linecap="round"/>`,
          )
          .join('') +
        scatter(
          rand,
          10,
          cx + 150,
          cy + 100,
          50,
          (x, y, i) =>
            `<circle cx="${n(x)}" cy="${n(y)}" r="${n(15 + rand() * 8)}" fill="${i % 2 ? side1 : side2}" stroke="#00000022" stroke-width="3"/>`,
        ) +
        leaf(cx + 10, cy - 60, 48, -40, spec.garnish) +
        leaf(cx + 30, cy - 50, 42, 20, spec.garnish)
      );
  }
}

/** A plated dish seen from above, 1200 × 800. */
export function dishPicture(spec: DishSpec): string {
  const width = 1200;
  const height = 800;
  const rand = random(spec.seed);
  const defs =
    `<linearGradient id="table" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.table[0]}"/><stop offset="1" stop-color="${spec.table[1]}"/></linearGradient>` +
    `<radialGradient id="plate" cx="45%" cy="40%" r="65%"><stop offset="0" stop-color="#ffffff"/><stop offset="0.8" stop-color="#eeeeea"/><stop offset="1" stop-color="#d6d4cf"/></radialGradient>` +
    `<radialGradient id="bowl" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#90a4ae"/><stop offset="1" stop-color="#37474f"/></radialGradient>` +
    `<radialGradient id="light" cx="30%" cy="20%" r="90%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#000000" stop-opacity="0.25"/></radialGradient>` +
    `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="18"/></filter>`;
  return svg(
    width,
    height,
    defs,
    tableAndCutlery(spec, width, height, rand) +
      food(spec, 520, 400, rand) +
      `<rect width="${width}" height="${height}" fill="url(#light)"/>`,
  );
}

/** A head-and-shoulders portrait with the person's initials, square. */
export function portraitPicture(spec: PortraitSpec, size = 600): string {
  const defs =
    `<radialGradient id="bg" cx="35%" cy="25%" r="90%"><stop offset="0" stop-color="${spec.background[0]}"/><stop offset="1" stop-color="${spec.background[1]}"/></radialGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="1" stop-color="#000000" stop-opacity="0.18"/></linearGradient>`;
  const jacket = spec.chef ? '#f7f7f5' : spec.shirt;
  const body =
    `<rect width="600" height="600" fill="url(#bg)"/>` +
    `<path d="M 90 600 C 100 470 190 420 300 420 C 410 420 500 470 510 600 Z" fill="${jacket}"/>` +
    (spec.chef
      ? `<circle cx="270" cy="500" r="9" fill="#9e9e9e"/><circle cx="330" cy="500" r="9" fill="#9e9e9e"/><circle cx="270" cy="550" r="9" fill="#9e9e9e"/><circle cx="330" cy="550" r="9" fill="#9e9e9e"/><path d="M 250 430 L 300 480 L 350 430" stroke="${spec.shirt}" stroke-width="18" fill="none"/>`
      : `<path d="M 255 425 L 300 490 L 345 425 Z" fill="#ffffff55"/>`) +
    `<rect x="268" y="330" width="64" height="100" rx="28" fill="${spec.skin}"/>` +
    `<ellipse cx="300" cy="260" rx="98" ry="118" fill="${spec.skin}"/>` +
    `<path d="M 200 250 C 195 150 250 125 300 125 C 360 125 410 160 400 250 C 380 190 330 175 300 178 C 260 180 225 195 200 250 Z" fill="${spec.hair}"/>` +
    (spec.chef
      ? `<rect x="215" y="118" width="170" height="50" rx="10" fill="#fafafa" stroke="#e0e0e0" stroke-width="4"/><circle cx="235" cy="85" r="52" fill="#ffffff"/><circle cx="300" cy="62" r="62" fill="#ffffff"/><circle cx="365" cy="85" r="52" fill="#ffffff"/>`
      : '') +
    `<ellipse cx="265" cy="268" rx="9" ry="11" fill="#3e2723"/><ellipse cx="335" cy="268" rx="9" ry="11" fill="#3e2723"/>` +
    `<path d="M 262 322 Q 300 350 338 322" stroke="#6d4c41" stroke-width="8" stroke-linecap="round" fill="none"/>` +
    `<rect width="600" height="600" fill="url(#shade)"/>` +
    `<circle cx="500" cy="500" r="70" fill="#ffffffdd"/>` +
    `<text x="500" y="524" font-family="${FONT}" font-weight="bold" font-size="64" text-anchor="middle" fill="${spec.background[1]}">${escapeHtml(spec.initials)}</text>`;
  // Drawn on a 600 × 600 canvas and scaled by the viewBox to the size asked for.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600"><defs>${defs}</defs>${body}</svg>`;
}

function emblem(kind: LogoSpec['emblem'], color: string, accent: string): string {
  switch (kind) {
    case 'wheat':
      return (
        `<path d="M 95 250 L 95 70" stroke="${color}" stroke-width="10" stroke-linecap="round"/>` +
        [90, 125, 160, 195]
          .map((y) => leaf(95, y, 48, -50, accent) + leaf(95, y, 48, -130, accent))
          .join('') +
        leaf(95, 70, 40, -90, accent)
      );
    case 'pan':
      return `<circle cx="100" cy="160" r="78" fill="${accent}"/><circle cx="100" cy="160" r="56" fill="${color}"/><rect x="168" y="148" width="52" height="24" rx="12" fill="${accent}" transform="rotate(-20 100 160)"/>`;
    case 'flame':
      return `<path d="M 100 250 C 30 240 30 160 80 110 C 85 150 100 160 110 150 C 100 110 120 70 150 50 C 150 110 190 140 180 190 C 172 235 140 252 100 250 Z" fill="${accent}"/><path d="M 104 246 C 70 240 68 200 92 176 C 100 200 118 200 124 190 C 140 210 136 244 104 246 Z" fill="${color}"/>`;
    case 'drop':
      return `<path d="M 100 50 C 130 110 170 150 170 190 C 170 232 138 258 100 258 C 62 258 30 232 30 190 C 30 150 70 110 100 50 Z" fill="${accent}"/><ellipse cx="78" cy="190" rx="14" ry="26" fill="#ffffff99"/>`;
  }
}

/** A sponsor wordmark on white, 800 × 300. */
export function logoPicture(spec: LogoSpec): string {
  const body =
    `<rect width="800" height="300" fill="#ffffff"/>` +
    emblem(spec.emblem, spec.color, spec.accent) +
    `<text x="230" y="165" font-family="${SERIF}" font-weight="bold" font-size="${Math.min(60, Math.floor(540 / (spec.name.length * 0.64)))}" fill="${spec.color}">${escapeHtml(spec.name)}</text>` +
    `<text x="232" y="215" font-family="${FONT}" font-size="26" letter-spacing="4" fill="${spec.accent}">${escapeHtml(spec.tagline.toUpperCase())}</text>`;
  return svg(800, 300, '', body);
}
