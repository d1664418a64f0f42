/**
 * The things the demo store sells, each drawn with a few flat shapes in 2–4
 * tones of its colour (see kit.ts for the design square). A drawing includes
 * its own floor shadow, so it can be placed in a group picture as it is.
 */
import { INK, MATERIAL, PAPER, darker, floorShadow, halo, lighter, mix, n, place, seeded, tones } from './kit.ts';

export interface GarmentShape {
  hood?: boolean;
  sleeves?: boolean;
  zip?: 'full' | 'half' | 'none';
  pockets?: 'hand' | 'kangaroo' | 'none';
  quilted?: boolean;
  /** A patch pocket on the chest (a fleece's). */
  chestPocket?: boolean;
  /** Drawn from behind: no zip or pockets, a yoke across the shoulders. */
  back?: boolean;
}

/** A jacket, fleece, vest or hoodie, front or back. */
export function garment(colour: string, shape: GarmentShape): string {
  const t = tones(colour);
  const parts: string[] = [floorShadow(230, 250, 400)];
  if (shape.hood) {
    parts.push(`<path d="M202 130C192 84 220 58 250 58S308 84 298 130Z" fill="${t.shade}"/>`);
    if (!shape.back) parts.push(`<path d="M220 128C218 98 232 82 250 82S282 98 280 128Z" fill="${t.deep}"/>`);
  }
  if (shape.sleeves !== false) {
    // Sleeves hang beside the body, the far one in shade.
    parts.push(`<path d="M168 142C140 150 128 176 125 204L106 344 146 352 163 240Z" fill="${t.base}"/>`);
    parts.push(`<path d="M332 142C360 150 372 176 375 204L394 344 354 352 337 240Z" fill="${t.shade}"/>`);
    parts.push(
      `<path d="M106 344 146 352 143 370 103 362Z" fill="${t.deep}"/><path d="M394 344 354 352 357 370 397 362Z" fill="${t.deep}"/>`,
    );
  }
  const torso =
    shape.sleeves === false
      ? 'M198 116H302L320 130Q314 192 340 224L342 388Q250 402 158 388L160 224Q186 192 180 130Z'
      : 'M196 116H304C322 122 334 132 338 150L342 388Q250 402 158 388L162 150C166 132 178 122 196 116Z';
  parts.push(`<path d="${torso}" fill="${t.base}"/>`);
  // Light from the upper left: the right half of the body is a shade darker.
  parts.push(
    `<path d="M250 116H304${shape.sleeves === false ? 'L320 130Q314 192 340 224' : 'C322 122 334 132 338 150'}L342 388Q296 398 250 400Z" fill="${t.deep}" opacity=".14"/>`,
  );
  if (shape.sleeves === false) {
    parts.push(
      `<path d="M180 130Q186 192 160 224M320 130Q314 192 340 224" fill="none" stroke="${t.deep}" stroke-width="6" stroke-linecap="round"/>`,
    );
  } else {
    parts.push(`<path d="M166 146Q178 196 163 240M334 146Q322 196 337 240" fill="none" stroke="${t.shade}" stroke-width="3"/>`);
  }
  if (shape.quilted) {
    const lines = [168, 208, 248, 288, 328, 364]
      .map(
        (y) =>
          `M${y > 224 || shape.sleeves !== false ? 162 : 186} ${y}Q250 ${y + 10} ${y > 224 || shape.sleeves !== false ? 338 : 314} ${y}`,
      )
      .join('');
    parts.push(`<path d="${lines}" fill="none" stroke="${t.shade}" stroke-width="3" stroke-linecap="round"/>`);
  }
  // Collar: a hood's opening, or a stand-up collar.
  if (!shape.hood) {
    parts.push(`<path d="M208 104H292L298 126Q250 138 202 126Z" fill="${t.shade}"/>`);
    if (!shape.back) parts.push(`<path d="M222 106Q250 124 278 106Z" fill="${t.deep}"/>`);
  }
  // Hem band.
  parts.push(`<path d="M158 378Q250 392 342 378L342 388Q250 402 158 388Z" fill="${t.shade}"/>`);
  if (shape.back) {
    parts.push(`<path d="M163 178Q250 196 337 178" fill="none" stroke="${t.shade}" stroke-width="3"/>`);
    return parts.join('');
  }
  const zipEnd = shape.zip === 'half' ? 232 : 392;
  if (shape.zip !== 'none') {
    parts.push(`<path d="M250 ${shape.hood ? 128 : 118}V${zipEnd}" stroke="${t.deep}" stroke-width="4"/>`);
    parts.push(`<rect x="245" y="${shape.zip === 'half' ? 200 : 150}" width="10" height="20" rx="3" fill="${lighter(t.base, 0.55)}"/>`);
  }
  if (shape.pockets === 'hand') {
    parts.push(`<path d="M184 262 200 330M316 262 300 330" stroke="${t.deep}" stroke-width="4" stroke-linecap="round"/>`);
  } else if (shape.pockets === 'kangaroo') {
    parts.push(
      `<path d="M196 282H304L320 352H180Z" fill="${t.shade}"/><path d="M196 282 180 352M304 282 320 352" stroke="${t.deep}" stroke-width="3"/>`,
    );
  }
  if (shape.chestPocket) {
    parts.push(`<path d="M190 168H232V214H190Z" fill="${t.shade}"/><path d="M192 174H230" stroke="${t.deep}" stroke-width="3"/>`);
  }
  // A highlight down the lit shoulder.
  parts.push(
    shape.sleeves === false
      ? `<path d="M200 128Q190 150 188 176" fill="none" stroke="${t.light}" stroke-width="5" stroke-linecap="round" opacity=".6"/>`
      : `<path d="M198 126Q178 136 172 166" fill="none" stroke="${t.light}" stroke-width="5" stroke-linecap="round" opacity=".7"/>`,
  );
  return parts.join('');
}

export function trousers(colour: string): string {
  const t = tones(colour);
  return (
    floorShadow(200, 250, 404) +
    `<path d="M178 120H250L247 178 232 398H172L174 250Z" fill="${t.base}"/>` +
    `<path d="M250 120H322L326 250 328 398H268L253 178Z" fill="${t.shade}"/>` +
    `<rect x="174" y="96" width="152" height="28" rx="6" fill="${t.deep}"/>` +
    `<path d="M198 96v28M232 96v28M268 96v28M302 96v28" stroke="${t.shade}" stroke-width="5"/>` +
    `<path d="M250 124 247 180" stroke="${t.deep}" stroke-width="3"/>` +
    // Full-length side zips.
    `<path d="M182 130 178 390M318 130 322 390" stroke="${t.deep}" stroke-width="3" stroke-dasharray="2 4"/>` +
    `<rect x="180" y="142" width="7" height="16" rx="2" fill="${t.light}"/>` +
    `<path d="M172 384H232M268 384H328" stroke="${t.deep}" stroke-width="10"/>` +
    `<path d="M196 132 192 250" stroke="${t.light}" stroke-width="5" stroke-linecap="round" opacity=".6"/>`
  );
}

export function beanie(colour: string): string {
  const t = tones(colour);
  const ribs = Array.from({ length: 13 }, (_, i) => 160 + i * 15)
    .map((x) => `M${x} 336V392`)
    .join('');
  const crown = Array.from({ length: 7 }, (_, i) => 175 + i * 25)
    .map((x) => `M${x} 330Q${n(250 + (x - 250) * 0.4)} 220 250 176`)
    .join('');
  return (
    floorShadow(240, 250, 402) +
    `<path d="M154 336C150 224 196 172 250 172S350 224 346 336Z" fill="${t.base}"/>` +
    `<path d="${crown}" fill="none" stroke="${t.shade}" stroke-width="3" opacity=".8"/>` +
    `<path d="M250 172C300 172 350 224 346 336H290C296 252 280 196 250 172Z" fill="${t.deep}" opacity=".14"/>` +
    `<rect x="142" y="326" width="216" height="72" rx="18" fill="${t.shade}"/>` +
    `<path d="${ribs}" stroke="${t.deep}" stroke-width="4" stroke-linecap="round" opacity=".55"/>` +
    `<circle cx="250" cy="150" r="36" fill="${t.light}"/>` +
    `<circle cx="262" cy="160" r="26" fill="${t.base}" opacity=".35"/>` +
    `<path d="M178 300C176 250 196 214 222 196" fill="none" stroke="${t.light}" stroke-width="6" stroke-linecap="round" opacity=".6"/>`
  );
}

export function socks(colour: string, accent: string): string {
  const t = tones(colour);
  const a = tones(accent);
  const ribs = Array.from({ length: 6 }, (_, i) => `M${190 + i * 11} 126V156`).join('');
  const sock = (fill: string, cuff: string, heel: string) =>
    `<path d="M182 130Q182 120 192 120H238Q248 120 248 130V290C248 306 256 316 270 318L334 328C364 334 366 382 336 388L236 394C200 394 182 372 182 340Z" fill="${fill}"/>` +
    `<path d="M182 158V130Q182 120 192 120H238Q248 120 248 130V158Z" fill="${cuff}"/>` +
    `<path d="${ribs}" stroke="${darker(cuff, 0.25)}" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M182 172H248M182 182H248" stroke="${heel}" stroke-width="5"/>` +
    `<path d="M182 340C182 372 200 394 236 394L228 352C210 352 196 348 182 336Z" fill="${heel}"/>` +
    `<path d="M322 327L334 328C364 334 366 382 336 388L324 389C342 372 340 342 322 327Z" fill="${heel}"/>`;
  return (
    floorShadow(260, 262, 404) +
    `<g transform="translate(-52 -12)">${sock(t.shade, t.base, a.shade)}</g>` +
    sock(t.base, t.light, a.base) +
    `<path d="M200 196V320" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity=".22"/>`
  );
}

export function tote(colour = MATERIAL.canvas.base, print = '#4f6b3a'): string {
  const t = tones(colour);
  const leather = MATERIAL.leather;
  return (
    floorShadow(250, 250, 404) +
    `<path d="M206 196C206 120 294 120 294 196" fill="none" stroke="${leather.deep}" stroke-width="13"/>` +
    `<path d="M148 190H352L364 398H136Z" fill="${t.base}"/>` +
    `<path d="M300 190H352L364 398H310Z" fill="${t.deep}" opacity=".12"/>` +
    `<rect x="148" y="190" width="204" height="18" fill="${t.shade}"/>` +
    `<path d="M192 214C192 106 308 106 308 214" fill="none" stroke="${leather.base}" stroke-width="15"/>` +
    `<rect x="182" y="206" width="20" height="30" rx="3" fill="${leather.shade}"/><rect x="298" y="206" width="20" height="30" rx="3" fill="${leather.shade}"/>` +
    `<circle cx="192" cy="226" r="3.5" fill="${MATERIAL.brass.base}"/><circle cx="308" cy="226" r="3.5" fill="${MATERIAL.brass.base}"/>` +
    `<g transform="translate(250 318) scale(1.05)">${fernSprig(print)}</g>`
  );
}

/** A fern frond, centred on (0, 0), about 150 tall. */
export function fernSprig(colour: string): string {
  const leaves: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const y = 60 - i * 17;
    const size = 38 - i * 4.4;
    leaves.push(
      `<ellipse cx="${n(-size / 2 - 2)}" cy="${n(y - 4)}" rx="${n(size / 2)}" ry="${n(6 - i * 0.4)}" transform="rotate(-22 ${n(-size / 2 - 2)} ${n(y - 4)})"/>`,
    );
    leaves.push(
      `<ellipse cx="${n(size / 2 + 2)}" cy="${n(y - 4)}" rx="${n(size / 2)}" ry="${n(6 - i * 0.4)}" transform="rotate(22 ${n(size / 2 + 2)} ${n(y - 4)})"/>`,
    );
  }
  return `<g fill="${colour}"><path d="M0 78Q-2 0 2-70" fill="none" stroke="${colour}" stroke-width="4" stroke-linecap="round"/>${leaves.join('')}<ellipse cx="2" cy="-68" rx="5" ry="9"/></g>`;
}

export function mug(colour: string): string {
  const t = tones(colour);
  const random = seeded(7);
  const specks = Array.from(
    { length: 34 },
    () => `<circle cx="${n(172 + random() * 136)}" cy="${n(222 + random() * 160)}" r="${n(1.2 + random() * 1.8)}"/>`,
  ).join('');
  return (
    floorShadow(230, 250, 402) +
    `<path d="M300 236C370 232 372 350 300 344" fill="none" stroke="${t.shade}" stroke-width="20" stroke-linecap="round"/>` +
    `<path d="M300 236C370 232 372 350 300 344" fill="none" stroke="${INK}" stroke-width="20" stroke-linecap="round" opacity=".12"/>` +
    `<path d="M164 206V372Q164 398 190 398H286Q312 398 312 372V206Z" fill="${t.base}"/>` +
    `<path d="M262 206H312V372Q312 398 286 398H262Z" fill="${t.deep}" opacity=".2"/>` +
    `<g fill="#fffaf0" opacity=".55">${specks}</g>` +
    `<rect x="182" y="224" width="14" height="140" rx="7" fill="#ffffff" opacity=".28"/>` +
    `<ellipse cx="238" cy="206" rx="74" ry="17" fill="${INK}"/>` +
    `<ellipse cx="238" cy="207" rx="68" ry="13" fill="${mix('#e9e3d6', colour, 0.15)}"/>` +
    `<ellipse cx="238" cy="211" rx="60" ry="9" fill="#6b4429"/>` +
    `<path d="M164 386Q164 398 190 398H286Q312 398 312 386" fill="none" stroke="${INK}" stroke-width="4"/>`
  );
}

export function lantern(colour: string, solar = false): string {
  const t = tones(colour);
  const steel = MATERIAL.steel;
  const bars = [214, 250, 286].map((x) => `<rect x="${x - 4}" y="198" width="8" height="172" rx="3" fill="${t.shade}"/>`).join('');
  return (
    floorShadow(190, 250, 404) +
    halo(250, 286, 170) +
    `<path d="M196 182C196 92 304 92 304 182" fill="none" stroke="${steel.deep}" stroke-width="8" stroke-linecap="round"/>` +
    `<rect x="198" y="196" width="104" height="178" rx="34" fill="${MATERIAL.glow}"/>` +
    `<ellipse cx="250" cy="286" rx="34" ry="56" fill="#fff6d6"/>` +
    `<rect x="240" y="250" width="20" height="64" rx="8" fill="#ffffff" opacity=".9"/>` +
    bars +
    `<path d="M184 204H316L292 158H208Z" fill="${t.base}"/>` +
    `<path d="M260 158H292L316 204H268Z" fill="${t.deep}" opacity=".2"/>` +
    (solar
      ? `<path d="M196 160H304L292 136H208Z" fill="#243a5c"/><path d="M232 136 228 160M268 136 272 160M202 148H298" stroke="#7ea3cf" stroke-width="2"/>`
      : `<rect x="236" y="144" width="28" height="16" rx="4" fill="${t.deep}"/>`) +
    `<path d="M180 372H320L326 404H174Z" fill="${t.base}"/>` +
    `<path d="M284 372H320L326 404H288Z" fill="${t.deep}" opacity=".2"/>` +
    `<rect x="230" y="384" width="40" height="8" rx="4" fill="${t.deep}"/>`
  );
}

export function candleLantern(): string {
  const b = MATERIAL.brass;
  return (
    floorShadow(150, 250, 404) +
    halo(250, 250, 130) +
    `<circle cx="250" cy="128" r="16" fill="none" stroke="${b.shade}" stroke-width="6"/>` +
    `<path d="M198 196H302L290 160Q250 140 210 160Z" fill="${b.base}"/>` +
    `<path d="M262 146Q280 150 290 160L302 196H270Z" fill="${b.deep}" opacity=".25"/>` +
    `<path d="M222 176h14M244 176h14M266 176h14" stroke="${b.deep}" stroke-width="5" stroke-linecap="round"/>` +
    `<rect x="208" y="196" width="84" height="170" fill="${MATERIAL.glass}" opacity=".9"/>` +
    `<rect x="234" y="278" width="32" height="88" rx="3" fill="#f8f1df"/>` +
    `<path d="M250 232C262 248 262 266 250 272C238 266 238 248 250 232Z" fill="${MATERIAL.flame}"/>` +
    `<path d="M250 248C256 256 256 266 250 268C244 266 244 256 250 248Z" fill="${MATERIAL.flameCore}"/>` +
    `<rect x="216" y="204" width="8" height="156" rx="4" fill="#ffffff" opacity=".6"/>` +
    `<rect x="200" y="362" width="100" height="42" rx="6" fill="${b.base}"/>` +
    `<rect x="266" y="362" width="34" height="42" rx="6" fill="${b.deep}" opacity=".25"/>` +
    `<path d="M200 376H300" stroke="${b.shade}" stroke-width="3"/>` +
    `<path d="M208 196V366M292 196V366" stroke="${b.shade}" stroke-width="4"/>`
  );
}

export function headlamp(colour: string): string {
  const t = tones(colour);
  return (
    floorShadow(290, 250, 402) +
    `<ellipse cx="250" cy="290" rx="150" ry="74" fill="none" stroke="${t.deep}" stroke-width="26"/>` +
    `<path d="M100 290C100 330 168 364 250 364S400 330 400 290" fill="none" stroke="${t.base}" stroke-width="26"/>` +
    `<path d="M120 318C150 344 196 356 250 357" fill="none" stroke="${t.light}" stroke-width="4" stroke-dasharray="10 8" opacity=".8"/>` +
    halo(250, 316, 110) +
    `<rect x="198" y="268" width="104" height="92" rx="24" fill="#2e2d2b"/>` +
    `<rect x="212" y="262" width="34" height="12" rx="5" fill="${t.base}"/>` +
    `<circle cx="250" cy="314" r="32" fill="#8d939b"/>` +
    `<circle cx="250" cy="314" r="25" fill="#fff8dc"/>` +
    `<circle cx="242" cy="306" r="8" fill="#ffffff"/>` +
    `<circle cx="286" cy="286" r="6" fill="${MATERIAL.red}"/>`
  );
}

export function stringLights(): string {
  const point = (t: number) => {
    const [x0, y0, cx, cy, x1, y1] = [70, 150, 250, 330, 430, 150];
    return [(1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x1, (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y1] as const;
  };
  const bulbs = [0.08, 0.22, 0.36, 0.5, 0.64, 0.78, 0.92]
    .map((t) => {
      const [x, y] = point(t);
      return (
        halo(n(x), n(y + 26), 44) +
        `<rect x="${n(x - 6)}" y="${n(y)}" width="12" height="12" rx="2" fill="#2e2d2b"/>` +
        `<path d="M${n(x - 11)} ${n(y + 20)}C${n(x - 11)} ${n(y + 10)} ${n(x + 11)} ${n(y + 10)} ${n(x + 11)} ${n(y + 20)}C${n(x + 11)} ${n(y + 34)} ${n(x + 5)} ${n(y + 42)} ${n(x)} ${n(y + 44)}C${n(x - 5)} ${n(y + 42)} ${n(x - 11)} ${n(y + 34)} ${n(x - 11)} ${n(y + 20)}Z" fill="#ffd978"/>` +
        `<ellipse cx="${n(x - 3)}" cy="${n(y + 22)}" rx="3" ry="6" fill="#fffbea"/>`
      );
    })
    .join('');
  return (
    floorShadow(120, 392, 404) +
    `<path d="M70 150Q250 330 430 150" fill="none" stroke="#2e2d2b" stroke-width="3"/>` +
    `<path d="M70 150Q80 280 60 330" fill="none" stroke="#2e2d2b" stroke-width="3"/>` +
    bulbs +
    // The solar panel on its stake.
    `<path d="M392 300V404" stroke="#5a5550" stroke-width="6"/>` +
    `<path d="M350 262H434L424 310H360Z" fill="#243a5c"/>` +
    `<path d="M378 262 372 310M406 262 402 310M355 286H429" stroke="#7ea3cf" stroke-width="2"/>` +
    `<path d="M430 150Q440 230 392 280" fill="none" stroke="#2e2d2b" stroke-width="3"/>`
  );
}

export function plates(plate: string, rim: string): string {
  const p = tones(plate);
  const random = seeded(5);
  const specks = Array.from({ length: 18 }, () => {
    const angle = random() * Math.PI * 2;
    const r = 40 + random() * 60;
    return `<circle cx="${n(250 + r * Math.cos(angle))}" cy="${n(206 + r * Math.sin(angle))}" r="${n(1 + random() * 1.6)}"/>`;
  }).join('');
  const layers: string[] = [floorShadow(330, 250, 400)];
  // One plate stands behind the stack, showing its face and rim.
  layers.push(`<circle cx="250" cy="206" r="132" fill="${darker(rim, 0.15)}"/>`);
  layers.push(`<circle cx="250" cy="206" r="124" fill="${p.base}"/>`);
  layers.push(`<circle cx="250" cy="206" r="86" fill="${p.shade}" opacity=".35"/>`);
  layers.push(`<circle cx="250" cy="210" r="82" fill="${p.base}"/>`);
  layers.push(`<g fill="${darker(plate, 0.3)}" opacity=".35">${specks}</g>`);
  layers.push(`<path d="M156 150Q180 108 228 92" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity=".7"/>`);
  for (let i = 0; i < 4; i += 1) {
    const y = 378 - i * 15;
    layers.push(`<ellipse cx="250" cy="${y + 7}" rx="164" ry="46" fill="${darker(rim, 0.25)}"/>`);
    layers.push(`<ellipse cx="250" cy="${y}" rx="164" ry="46" fill="${rim}"/>`);
    layers.push(`<ellipse cx="250" cy="${y}" rx="157" ry="42" fill="${p.base}"/>`);
  }
  const top = 378 - 3 * 15;
  layers.push(`<ellipse cx="250" cy="${top + 5}" rx="108" ry="27" fill="${p.shade}" opacity=".45"/>`);
  layers.push(`<ellipse cx="250" cy="${top + 7}" rx="104" ry="24" fill="${p.base}"/>`);
  layers.push(
    `<path d="M128 ${top - 12}Q170 ${top - 36} 250 ${top - 40}" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity=".6"/>`,
  );
  return layers.join('');
}

export function stove(): string {
  const s = MATERIAL.steel;
  const holes = [0, 1, 2]
    .flatMap((row) => [0, 1, 2, 3, 4].map((col) => `<circle cx="${196 + col * 27}" cy="${272 + row * 24}" r="6"/>`))
    .join('');
  return (
    floorShadow(240, 258, 402) +
    halo(262, 200, 140) +
    // Flames rising from the top, between the pot supports.
    `<path d="M214 232C204 196 232 186 226 150C252 170 250 196 262 200C266 180 276 172 274 140C306 174 318 206 306 232Z" fill="${MATERIAL.flame}"/>` +
    `<path d="M236 232C230 210 246 204 246 186C260 200 262 214 270 214C274 204 280 198 282 186C296 204 296 220 290 232Z" fill="${MATERIAL.flameCore}"/>` +
    `<path d="M170 236H330L362 212H202Z" fill="${s.light}"/>` +
    `<path d="M196 234H320L342 218H220Z" fill="#3a3530"/>` +
    `<path d="M170 236H330V398H170Z" fill="${s.base}"/>` +
    `<path d="M330 236 362 212V374L330 398Z" fill="${s.shade}"/>` +
    `<g fill="${s.deep}">${holes}</g>` +
    `<path d="M210 346H290V398H210Z" fill="#2e2a26"/>` +
    `<path d="M218 398C226 372 240 366 250 352C262 368 276 374 284 398Z" fill="${MATERIAL.flame}"/>` +
    `<path d="M180 236 172 206M322 236 330 206M252 212V190" stroke="${s.deep}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M178 246V388" stroke="#ffffff" stroke-width="4" opacity=".35"/>`
  );
}

export function dryBag(colour: string): string {
  const t = tones(colour);
  return (
    floorShadow(190, 250, 402) +
    `<path d="M176 164C200 104 300 104 324 164" fill="none" stroke="${INK}" stroke-width="9" opacity=".85"/>` +
    `<rect x="234" y="100" width="32" height="20" rx="5" fill="${INK}"/>` +
    `<path d="M178 196H322L328 380Q250 412 172 380Z" fill="${t.base}"/>` +
    `<path d="M286 196H322L328 380Q308 390 290 394Z" fill="${t.deep}" opacity=".18"/>` +
    `<rect x="168" y="176" width="164" height="24" rx="10" fill="${t.shade}"/>` +
    `<rect x="172" y="156" width="156" height="24" rx="10" fill="${t.base}"/>` +
    `<rect x="178" y="138" width="144" height="22" rx="10" fill="${t.light}"/>` +
    `<rect x="224" y="248" width="52" height="40" rx="6" fill="${t.light}" opacity=".8"/>` +
    `<path d="M236 262h28M236 274h18" stroke="${t.deep}" stroke-width="4" stroke-linecap="round"/>` +
    `<rect x="196" y="214" width="12" height="150" rx="6" fill="#ffffff" opacity=".25"/>` +
    `<path d="M172 380Q250 412 328 380" fill="none" stroke="${t.deep}" stroke-width="5"/>`
  );
}

export function spork(): string {
  const s = MATERIAL.steel;
  return (
    floorShadow(170, 250, 404) +
    `<g transform="rotate(32 250 250)">` +
    `<rect x="236" y="196" width="28" height="236" rx="14" fill="${s.base}"/>` +
    `<rect x="250" y="196" width="14" height="236" rx="7" fill="${s.shade}"/>` +
    `<circle cx="250" cy="404" r="7" fill="${mix(PAPER, s.base, 0.2)}"/>` +
    `<path d="M196 146C196 98 214 68 222 58H232L236 92H244L246 52H254L256 92H264L268 58H278C286 68 304 98 304 146C304 188 280 208 250 208S196 188 196 146Z" fill="${s.light}"/>` +
    `<path d="M212 146C212 114 226 100 250 100S288 114 288 146C288 176 272 192 250 192S212 176 212 146Z" fill="${s.base}"/>` +
    `<path d="M304 146C304 176 292 196 272 204L276 196 282 190 286 182 292 176 294 168 298 160Z" fill="${s.shade}"/>` +
    `<path d="M224 124C226 112 232 106 240 104" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity=".8"/>` +
    `</g>`
  );
}

export function skillet(): string {
  const iron = MATERIAL.iron;
  return (
    floorShadow(330, 262, 404) +
    `<path d="M356 302 452 282Q470 280 472 296Q474 312 456 316L362 330Z" fill="${iron.base}"/>` +
    `<circle cx="452" cy="298" r="6" fill="${mix(PAPER, iron.base, 0.15)}"/>` +
    `<ellipse cx="232" cy="320" rx="142" ry="82" fill="${iron.deep}"/>` +
    `<ellipse cx="232" cy="300" rx="142" ry="82" fill="${iron.base}"/>` +
    `<ellipse cx="232" cy="304" rx="120" ry="66" fill="#464340"/>` +
    `<path d="M130 290C140 262 176 244 214 240" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity=".25"/>` +
    // Two eggs: a skillet, not a plate.
    `<path d="M170 300C160 276 196 262 214 272C236 262 262 282 250 302C254 324 218 330 204 322C182 332 160 318 170 300Z" fill="#fbf7ec"/>` +
    `<ellipse cx="208" cy="296" rx="17" ry="13" fill="#f4b233"/>` +
    `<path d="M246 318C238 298 270 286 288 294C310 286 326 306 314 322C316 340 286 346 272 338C252 344 236 332 246 318Z" fill="#fbf7ec"/>` +
    `<ellipse cx="280" cy="316" rx="16" ry="12" fill="#f4b233"/>` +
    `<ellipse cx="204" cy="291" rx="5" ry="3.5" fill="#ffffff" opacity=".8"/><ellipse cx="276" cy="311" rx="5" ry="3.5" fill="#ffffff" opacity=".8"/>`
  );
}

export function coffeePress(): string {
  const s = MATERIAL.steel;
  return (
    floorShadow(210, 262, 402) +
    `<path d="M300 200H336Q352 200 352 216V326Q352 342 336 342H300" fill="none" stroke="#2e2d2b" stroke-width="18"/>` +
    `<rect x="190" y="176" width="112" height="214" rx="8" fill="${MATERIAL.glass}"/>` +
    `<rect x="190" y="226" width="112" height="164" rx="6" fill="#5b3820"/>` +
    `<rect x="190" y="226" width="112" height="10" fill="#8a5a34"/>` +
    `<rect x="196" y="182" width="12" height="200" rx="6" fill="#ffffff" opacity=".45"/>` +
    `<path d="M190 176V390M302 176V390" stroke="${s.shade}" stroke-width="8"/>` +
    `<rect x="182" y="378" width="128" height="20" rx="6" fill="${s.base}"/>` +
    `<path d="M246 160V110" stroke="${s.base}" stroke-width="6"/>` +
    `<circle cx="246" cy="102" r="15" fill="#2e2d2b"/>` +
    `<rect x="182" y="156" width="128" height="26" rx="8" fill="#2e2d2b"/>` +
    `<path d="M182 162 170 168 182 176Z" fill="${s.shade}"/>` +
    `<rect x="186" y="160" width="40" height="6" rx="3" fill="#ffffff" opacity=".2"/>`
  );
}

export function daypack(colour: string): string {
  const t = tones(colour);
  return (
    floorShadow(220, 250, 404) +
    `<path d="M166 160C132 210 134 318 156 372" fill="none" stroke="${t.deep}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M334 160C368 210 366 318 344 372" fill="none" stroke="${darker(t.deep, 0.2)}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M228 96C228 66 272 66 272 96" fill="none" stroke="${t.deep}" stroke-width="9"/>` +
    `<path d="M164 156C164 104 200 88 250 88S336 104 336 156L340 378Q340 400 318 400H182Q160 400 160 378Z" fill="${t.base}"/>` +
    `<path d="M290 92C320 104 336 124 336 156L340 378Q340 400 318 400H294Z" fill="${t.deep}" opacity=".15"/>` +
    `<path d="M176 174C190 118 310 118 324 174" fill="none" stroke="${t.deep}" stroke-width="4"/>` +
    `<rect x="306" y="160" width="8" height="22" rx="3" fill="${t.light}"/>` +
    `<path d="M184 266Q184 254 196 254H304Q316 254 316 266V372Q316 388 300 388H200Q184 388 184 372Z" fill="${t.shade}"/>` +
    `<path d="M192 272H308" stroke="${t.deep}" stroke-width="4"/>` +
    `<rect x="290" y="268" width="7" height="20" rx="3" fill="${t.light}"/>` +
    `<rect x="230" y="196" width="40" height="24" rx="4" fill="${t.light}"/>` +
    `<path d="M180 150C184 124 200 108 220 102" fill="none" stroke="${t.light}" stroke-width="6" stroke-linecap="round" opacity=".6"/>`
  );
}

export function rollTopPack(colour: string, accent: string): string {
  const t = tones(colour);
  return (
    floorShadow(210, 250, 404) +
    `<path d="M170 180C140 226 142 320 160 376" fill="none" stroke="${t.deep}" stroke-width="16" stroke-linecap="round"/>` +
    `<rect x="168" y="150" width="164" height="252" rx="22" fill="${t.base}"/>` +
    `<rect x="286" y="150" width="46" height="252" rx="22" fill="${t.deep}" opacity=".16"/>` +
    `<rect x="164" y="120" width="172" height="26" rx="12" fill="${t.shade}"/>` +
    `<rect x="170" y="98" width="160" height="26" rx="12" fill="${t.base}"/>` +
    `<rect x="176" y="142" width="148" height="12" rx="6" fill="${t.deep}" opacity=".4"/>` +
    `<path d="M212 104V288M288 104V288" stroke="${t.deep}" stroke-width="12"/>` +
    `<rect x="198" y="284" width="28" height="22" rx="4" fill="${accent}"/><rect x="274" y="284" width="28" height="22" rx="4" fill="${accent}"/>` +
    `<path d="M184 336H316" stroke="${lighter(accent, 0.3)}" stroke-width="8" opacity=".9"/>` +
    `<path d="M184 170V320" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity=".2"/>`
  );
}

export function hipPack(colour: string): string {
  const t = tones(colour);
  return (
    floorShadow(300, 250, 404) +
    `<path d="M152 336 66 352V376L152 362Z" fill="${t.deep}"/><path d="M348 336 430 352V376L348 362Z" fill="${t.deep}"/>` +
    `<rect x="424" y="346" width="30" height="36" rx="6" fill="${INK}"/>` +
    `<path d="M150 296C150 252 198 236 250 236S350 252 350 296V348C350 384 310 396 250 396S150 384 150 348Z" fill="${t.base}"/>` +
    `<path d="M296 240C330 250 350 268 350 296V348C350 380 320 392 292 395Z" fill="${t.deep}" opacity=".16"/>` +
    `<path d="M160 288C196 254 304 254 340 288" fill="none" stroke="${t.deep}" stroke-width="4"/>` +
    `<rect x="318" y="270" width="8" height="22" rx="3" fill="${t.light}"/>` +
    `<path d="M174 338Q250 326 326 338L320 372Q250 386 180 372Z" fill="${t.shade}"/>` +
    `<rect x="232" y="300" width="36" height="18" rx="4" fill="${t.light}"/>`
  );
}

/** A map sheet's content: land, contour lines round two summits, a lake, a river and a red dashed trail. */
function mapArt(land: string, line: string, x: number, y: number, w: number, h: number): string {
  const cx1 = x + w * 0.34;
  const cy1 = y + h * 0.32;
  const cx2 = x + w * 0.7;
  const cy2 = y + h * 0.62;
  const rings = (cx: number, cy: number, count: number, size: number) =>
    Array.from({ length: count }, (_, i) => {
      const r = size * (i + 1);
      return `M${n(cx - r)} ${n(cy)}C${n(cx - r)} ${n(cy - r * 0.8)} ${n(cx + r * 0.6)} ${n(cy - r * 0.9)} ${n(cx + r)} ${n(cy - r * 0.1)}S${n(cx + r * 0.2)} ${n(cy + r * 0.9)} ${n(cx - r)} ${n(cy)}Z`;
    }).join('');
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${land}"/>` +
    `<path d="${rings(cx1, cy1, 5, w * 0.07)}${rings(cx2, cy2, 4, w * 0.075)}" fill="none" stroke="${line}" stroke-width="2.2" opacity=".75"/>` +
    `<path d="M${x + w * 0.05} ${y + h * 0.82}C${x + w * 0.1} ${y + h * 0.7} ${x + w * 0.24} ${y + h * 0.78} ${x + w * 0.18} ${y + h * 0.88}S${x} ${y + h * 0.92} ${x + w * 0.05} ${y + h * 0.82}Z" fill="${MATERIAL.water}"/>` +
    `<path d="M${x + w * 0.16} ${y + h * 0.8}C${x + w * 0.35} ${y + h * 0.7} ${x + w * 0.42} ${y + h * 0.95} ${x + w * 0.6} ${y + h}" fill="none" stroke="${MATERIAL.water}" stroke-width="3"/>` +
    `<path d="M${x + w * 0.12} ${y + h * 0.1}C${x + w * 0.3} ${y + h * 0.5} ${x + w * 0.55} ${y + h * 0.3} ${x + w * 0.62} ${y + h * 0.5}S${x + w * 0.8} ${y + h * 0.9} ${x + w * 0.95} ${y + h * 0.86}" fill="none" stroke="${MATERIAL.red}" stroke-width="3.5" stroke-dasharray="9 6" stroke-linecap="round"/>`
  );
}

let clipCount = 0;
/** A printed map, folded in four panels, with a cover band in the series colour. */
export function printedMap(colour: string, land: string): string {
  const t = tones(colour);
  const id = `map${(clipCount += 1)}`;
  const [x, y, w, h] = [132, 96, 236, 300];
  return (
    floorShadow(260, 250, 404) +
    `<g transform="rotate(-4 250 250)">` +
    `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4"/></clipPath>` +
    `<g clip-path="url(#${id})">${mapArt(land, t.deep, x, y, w, h)}` +
    `<rect x="${x + w / 2}" y="${y}" width="${w / 2}" height="${h / 2}" fill="${INK}" opacity=".07"/>` +
    `<rect x="${x}" y="${y + h / 2}" width="${w / 2}" height="${h / 2}" fill="${INK}" opacity=".07"/>` +
    `<path d="M${x + w / 2} ${y}V${y + h}M${x} ${y + h / 2}H${x + w}" stroke="#ffffff" stroke-width="2" opacity=".7"/>` +
    `<rect x="${x}" y="${y + h - 56}" width="${w}" height="56" fill="${t.base}"/>` +
    `<rect x="${x + 18}" y="${y + h - 40}" width="96" height="10" rx="3" fill="#ffffff" opacity=".9"/>` +
    `<rect x="${x + 18}" y="${y + h - 24}" width="60" height="7" rx="3" fill="#ffffff" opacity=".6"/>` +
    `<path d="M${x + w - 60} ${y + h - 16}L${x + w - 40} ${y + h - 44}L${x + w - 30} ${y + h - 30}L${x + w - 22} ${y + h - 38}L${x + w - 8} ${y + h - 16}Z" fill="#ffffff" opacity=".85"/>` +
    `</g></g>`
  );
}

export function mapCase(colour: string, land: string): string {
  const id = `case${(clipCount += 1)}`;
  return (
    floorShadow(230, 250, 404) +
    `<path d="M178 150C160 40 340 40 322 150" fill="none" stroke="${colour}" stroke-width="6"/>` +
    `<clipPath id="${id}"><rect x="168" y="178" width="164" height="204"/></clipPath>` +
    `<g clip-path="url(#${id})">${mapArt(land, darker(land, 0.5), 168, 178, 164, 204)}</g>` +
    `<rect x="150" y="140" width="200" height="262" rx="14" fill="${MATERIAL.glass}" opacity=".45" stroke="#a9c4cc" stroke-width="4"/>` +
    `<rect x="150" y="140" width="200" height="30" rx="10" fill="#9fbfca"/>` +
    `<path d="M150 160H350" stroke="#7fa3b0" stroke-width="3"/>` +
    `<path d="M170 260 236 186H276L174 310Z" fill="#ffffff" opacity=".35"/>` +
    `<circle cx="178" cy="155" r="6" fill="${colour}"/><circle cx="322" cy="155" r="6" fill="${colour}"/>`
  );
}

export function compass(colour: string): string {
  const ticks = Array.from({ length: 36 }, (_, i) => {
    const angle = (i * 10 * Math.PI) / 180;
    const [r1, r2] = i % 9 === 0 ? [60, 74] : [66, 74];
    return `M${n(250 + r1 * Math.sin(angle))} ${n(292 - r1 * Math.cos(angle))}L${n(250 + r2 * Math.sin(angle))} ${n(292 - r2 * Math.cos(angle))}`;
  }).join('');
  const ruler = Array.from({ length: 14 }, (_, i) => `M172 ${140 + i * 17}h${i % 2 ? 10 : 18}`).join('');
  return (
    floorShadow(190, 250, 404) +
    `<rect x="164" y="96" width="172" height="304" rx="26" fill="${lighter(colour, 0.6)}" opacity=".85" stroke="${lighter(colour, 0.2)}" stroke-width="3"/>` +
    `<path d="${ruler}" stroke="${darker(colour, 0.3)}" stroke-width="2.5"/>` +
    `<path d="M250 110 270 160H230Z" fill="${darker(colour, 0.35)}"/>` +
    `<path d="M250 160V206" stroke="${darker(colour, 0.35)}" stroke-width="4"/>` +
    `<circle cx="250" cy="292" r="86" fill="#2e2d2b"/>` +
    `<circle cx="250" cy="292" r="76" fill="#3b3935"/>` +
    `<path d="${ticks}" stroke="#f4efe2" stroke-width="2.5"/>` +
    `<circle cx="250" cy="292" r="58" fill="#eef3f1"/>` +
    `<path d="M224 238V346M276 238V346" stroke="${MATERIAL.red}" stroke-width="1.5" opacity=".5"/>` +
    `<path d="M250 236 263 292H237Z" fill="${MATERIAL.red}"/>` +
    `<path d="M237 292H263L250 348Z" fill="#fbf9f3" stroke="#b9b5ac" stroke-width="2"/>` +
    `<circle cx="250" cy="292" r="6" fill="#2e2d2b"/>` +
    `<circle cx="250" cy="380" r="7" fill="${mix(PAPER, colour, 0.2)}"/>` +
    `<path d="M186 120V190" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity=".6"/>`
  );
}

export type Emblem = 'fern' | 'bird' | 'fire' | 'knot' | 'mushroom';

/** A small picture for a cover, centred on (0, 0), about 120 across. */
export function emblem(kind: Emblem, colour: string, accent: string): string {
  switch (kind) {
    case 'fern':
      return `<g transform="scale(.85)">${fernSprig(colour)}</g>`;
    case 'bird':
      return (
        `<g fill="${colour}"><ellipse cx="0" cy="6" rx="40" ry="28"/><circle cx="30" cy="-22" r="18"/><path d="M46-26 64-20 46-14Z" fill="${accent}"/><path d="M-36 0-70-18-62 10Z"/><path d="M-14 4Q6-22 26 6Q6 20-14 4Z" fill="${accent}" opacity=".6"/><circle cx="34" cy="-25" r="3" fill="${INK}"/><path d="M-4 34V52M10 34V52" stroke="${colour}" stroke-width="4"/></g>` +
        `<path d="M-80 52H80" stroke="${colour}" stroke-width="5" stroke-linecap="round"/>`
      );
    case 'fire':
      return (
        `<path d="M-36 36C-50 0-16-12-20-52C6-30 4-10 14-6C18-24 28-32 26-58C52-24 58 14 38 36Z" fill="${MATERIAL.flame}"/>` +
        `<path d="M-16 36C-22 14-4 6-4-14C10-2 10 10 16 12C22 2 26-4 26-16C38 4 38 24 28 36Z" fill="${MATERIAL.flameCore}"/>` +
        `<path d="M-56 34 56 58M-56 58 56 34" stroke="${colour}" stroke-width="13" stroke-linecap="round"/>`
      );
    case 'mushroom':
      return (
        `<path d="M-12 0H12L16 56H-16Z" fill="${accent}"/><path d="M-56 6C-56-48 56-48 56 6Z" fill="${colour}"/>` +
        `<circle cx="-22" cy="-18" r="7" fill="${accent}"/><circle cx="12" cy="-28" r="6" fill="${accent}"/><circle cx="30" cy="-6" r="5" fill="${accent}"/>`
      );
    case 'knot':
      return `<g transform="scale(.5) translate(-250 -250)">${knot(colour, accent)}</g>`;
  }
}

/** A book standing, seen from the front, its pages showing on the right. */
export function book(colour: string, motif: Emblem, accent = '#f4efe2'): string {
  const t = tones(colour);
  return (
    floorShadow(230, 254, 404) +
    `<path d="M334 104 352 112V400L334 396Z" fill="#efe6d2"/>` +
    `<path d="M338 130V380M344 132V384" stroke="#d6c9ad" stroke-width="1.5"/>` +
    `<rect x="158" y="98" width="180" height="300" rx="6" fill="${t.base}"/>` +
    `<rect x="158" y="98" width="20" height="300" rx="4" fill="${t.shade}"/>` +
    `<rect x="192" y="114" width="132" height="268" rx="3" fill="none" stroke="${accent}" stroke-width="2" opacity=".5"/>` +
    `<rect x="206" y="138" width="104" height="12" rx="3" fill="${accent}"/>` +
    `<rect x="222" y="158" width="72" height="8" rx="3" fill="${accent}" opacity=".7"/>` +
    `<g transform="translate(258 282)">${emblem(motif, accent, lighter(t.base, 0.35))}</g>` +
    `<rect x="236" y="356" width="44" height="6" rx="3" fill="${accent}" opacity=".6"/>` +
    `<path d="M190 104H332" stroke="#ffffff" stroke-width="3" opacity=".25"/>`
  );
}

/** Over-ear headphones beside a mushroom: a walk to listen to. */
export function audioWalk(colour: string): string {
  const t = tones(colour);
  return (
    floorShadow(300, 250, 404) +
    `<path d="M156 300C156 128 344 128 344 300" fill="none" stroke="#2e2d2b" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M176 190C204 150 296 150 324 190" fill="none" stroke="${t.base}" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="132" y="262" width="54" height="112" rx="24" fill="${t.base}"/><rect x="178" y="276" width="18" height="84" rx="8" fill="#2e2d2b"/>` +
    `<rect x="314" y="262" width="54" height="112" rx="24" fill="${t.shade}"/><rect x="304" y="276" width="18" height="84" rx="8" fill="#2e2d2b"/>` +
    `<rect x="142" y="276" width="10" height="70" rx="5" fill="#ffffff" opacity=".3"/>` +
    `<g transform="translate(250 346) scale(.9)">${emblem('mushroom', '#b5532d', '#f3e8d2')}</g>`
  );
}

/** A star chart printed at home, taped to the wall. */
export function poster(colour: string): string {
  const random = seeded(11);
  const stars = Array.from(
    { length: 46 },
    () => `<circle cx="${n(164 + random() * 172)}" cy="${n(96 + random() * 270)}" r="${n(0.8 + random() * 2.2)}"/>`,
  ).join('');
  const constellation = [
    [190, 150],
    [222, 170],
    [252, 160],
    [284, 190],
    [270, 226],
    [300, 250],
  ];
  return (
    `<rect x="156" y="92" width="196" height="300" fill="${INK}" opacity=".22" filter="url(#soft)" transform="translate(6 10)"/>` +
    `<rect x="150" y="84" width="200" height="300" fill="${colour}"/>` +
    `<g fill="#fdf7e4">${stars}</g>` +
    `<circle cx="250" cy="236" r="84" fill="none" stroke="#fdf7e4" stroke-width="1.5" opacity=".5"/>` +
    `<path d="M${constellation.map(([x, y]) => `${x} ${y}`).join('L')}" fill="none" stroke="#ffd978" stroke-width="2"/>` +
    constellation.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4.5" fill="#ffd978"/>`).join('') +
    `<path d="M300 118A18 18 0 1 0 318 144A14 14 0 1 1 300 118Z" fill="#fdf7e4"/>` +
    `<rect x="178" y="344" width="90" height="9" rx="3" fill="#fdf7e4" opacity=".8"/>` +
    `<rect x="178" y="360" width="56" height="6" rx="3" fill="#fdf7e4" opacity=".5"/>` +
    `<rect x="136" y="74" width="40" height="18" fill="#efe2c0" opacity=".9" transform="rotate(-20 156 83)"/>` +
    `<rect x="324" y="74" width="40" height="18" fill="#efe2c0" opacity=".9" transform="rotate(20 344 83)"/>`
  );
}

/** A laptop showing a spreadsheet of the trip plan. */
export function planner(colour: string): string {
  const t = tones(colour);
  const rows = Array.from({ length: 7 }, (_, i) => `M142 ${170 + i * 18}H358`).join('');
  const checks = [0, 1, 2, 4]
    .map((i) => `<path d="M148 ${180 + i * 18}l4 4 8-9" fill="none" stroke="${t.base}" stroke-width="2.5"/>`)
    .join('');
  const bars = [40, 64, 30, 52]
    .map((h, i) => `<rect x="${300 + i * 12}" y="${290 - h}" width="8" height="${h}" fill="${i === 1 ? t.base : t.light}"/>`)
    .join('');
  return (
    floorShadow(330, 250, 404) +
    `<rect x="126" y="124" width="248" height="184" rx="12" fill="#2e2d2b"/>` +
    `<rect x="138" y="136" width="224" height="160" fill="#fbfaf6"/>` +
    `<rect x="138" y="136" width="224" height="24" fill="${t.base}"/>` +
    `<path d="M150 148h40M204 148h40M258 148h34" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity=".85"/>` +
    `<path d="${rows}M166 160V296M240 160V296M292 160V296" stroke="#d7d3c8" stroke-width="1.5"/>` +
    checks +
    Array.from(
      { length: 6 },
      (_, i) => `<rect x="174" y="${176 + i * 18}" width="${30 + ((i * 17) % 34)}" height="6" rx="3" fill="#b9b3a6"/>`,
    ).join('') +
    Array.from(
      { length: 6 },
      (_, i) => `<rect x="248" y="${176 + i * 18}" width="${18 + ((i * 11) % 20)}" height="6" rx="3" fill="#cfc9bc"/>`,
    ).join('') +
    `<rect x="296" y="212" width="62" height="82" fill="${lighter(t.base, 0.85)}"/>` +
    bars +
    `<path d="M104 308H396L426 384Q428 394 416 394H84Q72 394 74 384Z" fill="#c9ccd1"/>` +
    `<path d="M120 320H380L392 356H108Z" fill="#b8bcc2"/>` +
    `<rect x="214" y="364" width="72" height="18" rx="4" fill="#b0b4ba"/>` +
    `<path d="M74 384Q72 394 84 394H416Q428 394 426 384Z" fill="#a8adb3"/>`
  );
}

/** A rope tied in a figure-eight, its two ends trailing left and right, on the 500 square. */
export function knot(rope = '#d9b36c', edge = '#8a6a36'): string {
  // The loop is a lemniscate standing on its end; sampled as a polyline, smooth at this size.
  const at = (t: number) => [250 + 118 * Math.sin(t) * Math.cos(t), 246 + 130 * Math.cos(t)] as const;
  const trace = (from: number, to: number) => {
    const steps = Math.ceil(Math.abs(to - from) / 0.08);
    return Array.from({ length: steps + 1 }, (_, i) => at(from + ((to - from) * i) / steps))
      .map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`)
      .join('');
  };
  const strand = (d: string) =>
    `<path d="${d}" fill="none" stroke="${edge}" stroke-width="30" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${rope}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${edge}" stroke-width="22" stroke-dasharray="3 12" opacity=".4"/>`;
  const [startX, startY] = at(0.35);
  const [endX, endY] = at(2 * Math.PI - 0.35);
  return (
    strand(`M40 398C120 398 ${n(startX - 60)} ${n(startY + 40)} ${n(startX)} ${n(startY)}`) +
    strand(trace(0.35, 2 * Math.PI - 0.35)) +
    strand(`M${n(endX)} ${n(endY)}C${n(endX + 60)} ${n(endY + 40)} 380 398 460 398`) +
    // The first pass through the middle lies over the second.
    strand(trace(Math.PI / 2 - 0.45, Math.PI / 2 + 0.45))
  );
}

/** A tablet playing the course: a knot on a wooden board, a play button and a progress bar. */
export function videoCourse(colour: string): string {
  const t = tones(colour);
  return (
    floorShadow(300, 250, 404) +
    `<path d="M200 392 232 336H268L300 392Z" fill="#8d939b"/>` +
    `<rect x="104" y="126" width="292" height="214" rx="18" fill="#2e2d2b"/>` +
    `<clipPath id="screen"><rect x="118" y="140" width="264" height="186" rx="4"/></clipPath>` +
    `<g clip-path="url(#screen)"><rect x="118" y="140" width="264" height="186" fill="${MATERIAL.wood.base}"/>` +
    `<path d="M118 186H382M118 238H382M118 290H382" stroke="${MATERIAL.wood.shade}" stroke-width="3"/>` +
    `<g transform="translate(118 130) scale(.53)">${knot()}</g>` +
    `<rect x="118" y="306" width="264" height="20" fill="${INK}" opacity=".55"/>` +
    `<rect x="130" y="314" width="240" height="4" rx="2" fill="#ffffff" opacity=".4"/>` +
    `<rect x="130" y="314" width="92" height="4" rx="2" fill="${t.light}"/></g>` +
    `<circle cx="250" cy="222" r="30" fill="#ffffff" opacity=".92"/>` +
    `<path d="M241 206 267 222 241 238Z" fill="${t.base}"/>`
  );
}

/** A wooden gift crate with what it holds standing up out of it. */
export function giftBox(contents: string[], wood = MATERIAL.wood.base): string {
  const w = tones(wood);
  return (
    floorShadow(300, 254, 404) +
    `<path d="M132 262H362L392 236H162Z" fill="${w.deep}"/>` +
    contents.join('') +
    `<path d="M138 262C160 246 176 270 196 254S232 266 252 252 290 268 310 254 346 264 362 256" fill="none" stroke="#e8d7a6" stroke-width="8" stroke-linecap="round"/>` +
    `<rect x="130" y="262" width="232" height="140" fill="${w.base}"/>` +
    `<path d="M362 262 392 236V376L362 402Z" fill="${w.shade}"/>` +
    `<path d="M130 308H362M130 354H362" stroke="${w.shade}" stroke-width="4"/>` +
    `<rect x="226" y="318" width="40" height="26" rx="3" fill="${w.light}"/>` +
    `<path d="M236 331h20" stroke="${w.deep}" stroke-width="3"/>` +
    `<path d="M138 272V394" stroke="#ffffff" stroke-width="4" opacity=".2"/>`
  );
}

export { place };
