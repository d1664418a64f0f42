/**
 * The settings a drawing is shown in: the studio (a soft tinted backdrop and a
 * pale disc behind the product), outdoors (the product on a path below hills)
 * and a close-up. Every background runs far past the design square, so a
 * picture of any ratio is filled (see render.ts).
 */
import { INK, PAPER, darker, lighter, mix, n } from './kit.ts';

export type View = 'studio' | 'outdoors' | 'detail';

const FAR = 3000;

/** The backdrop colour for a product of colour `tint`: the store's off-white, barely tinted. */
export const backdrop = (tint: string) => mix(PAPER, tint, 0.07);

export function studio(drawing: string, tint: string): string {
  return (
    `<rect x="${-FAR}" y="${-FAR}" width="${2 * FAR + 500}" height="${2 * FAR + 500}" fill="${backdrop(tint)}"/>` +
    `<circle cx="250" cy="246" r="182" fill="${mix(PAPER, tint, 0.15)}"/>` +
    drawing
  );
}

/** Hills and pines behind a path; `hue` tints the hills a little towards the product. */
export function outdoors(drawing: string, tint: string, scale = 0.74): string {
  const sky = mix('#e4ecef', tint, 0.06);
  const far = mix('#b9cbc9', tint, 0.15);
  const near = mix('#8fae97', tint, 0.12);
  const ground = mix('#e9dfcb', tint, 0.05);
  const pines = [
    [60, 318, 1],
    [92, 326, 0.8],
    [420, 312, 1.1],
    [452, 322, 0.8],
    [-40, 330, 0.9],
    [540, 330, 0.9],
  ]
    .map(([x, y, s]) => `<path d="M${x} ${n(y! - 60 * s!)}L${n(x! + 20 * s!)} ${y}H${n(x! - 20 * s!)}Z"/>`)
    .join('');
  return (
    `<linearGradient id="sky" x1="0" y1="-200" x2="0" y2="330" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${lighter(sky, 0.3)}"/><stop offset="1" stop-color="${sky}"/></linearGradient>` +
    `<rect x="${-FAR}" y="${-FAR}" width="${2 * FAR + 500}" height="${FAR + 405}" fill="url(#sky)"/>` +
    `<circle cx="378" cy="120" r="42" fill="#fbf1d4"/>` +
    `<path d="M${-FAR} 300H-60C40 250 120 196 210 262C280 204 360 190 500 280H${FAR + 500}V${FAR}H${-FAR}Z" fill="${far}"/>` +
    `<path d="M${-FAR} 352H-40C80 322 160 330 250 346C340 322 420 318 540 340H${FAR + 500}V${FAR}H${-FAR}Z" fill="${near}"/>` +
    `<g fill="${darker(near, 0.25)}">${pines}</g>` +
    `<rect x="${-FAR}" y="372" width="${2 * FAR + 500}" height="${FAR}" fill="${ground}"/>` +
    // The path runs from the horizon towards the viewer, widening as it comes.
    `<path d="M238 372H262L${n(262 + (FAR - 372) * 0.9)} ${FAR}H${n(238 - (FAR - 372) * 0.9)}Z" fill="${mix(ground, INK, 0.07)}"/>` +
    `<g transform="translate(${n(250 - 250 * scale)} ${n(418 - 405 * scale)}) scale(${scale})">${drawing}</g>`
  );
}

/** The drawing enlarged round `focus` on a deeper tint: the gallery's close-up. */
export function detail(drawing: string, tint: string, focus: readonly [number, number] = [250, 230], scale = 1.75): string {
  return (
    `<rect x="${-FAR}" y="${-FAR}" width="${2 * FAR + 500}" height="${2 * FAR + 500}" fill="${mix(PAPER, tint, 0.2)}"/>` +
    `<circle cx="330" cy="150" r="210" fill="${mix(PAPER, tint, 0.1)}"/>` +
    `<g transform="translate(${n(250 - focus[0] * scale)} ${n(250 - focus[1] * scale)}) scale(${scale})">${drawing}</g>`
  );
}

export function inView(view: View, drawing: string, tint: string, focus?: readonly [number, number]): string {
  if (view === 'outdoors') return outdoors(drawing, tint);
  if (view === 'detail') return detail(drawing, tint, focus);
  return studio(drawing, tint);
}
