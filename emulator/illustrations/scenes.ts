/**
 * Wide art for the home page's carousel (1200 × 500 designs, 2.4 : 1), square
 * art for each category, and the stills behind the product videos, in the same
 * flat style as the product pictures. The carousel scenes keep their left part
 * quiet (sky and far hills), where a theme sets the slide's heading and button.
 */
import { INK, MATERIAL, darker, halo, mix, n, place, seeded } from './kit.ts';
import {
  beanie,
  book,
  candleLantern,
  coffeePress,
  compass,
  daypack,
  garment,
  giftBox,
  knot,
  lantern,
  mug,
  plates,
  printedMap,
  socks,
  spork,
  stove,
  tote,
} from './things.ts';
import { outdoors, studio } from './views.ts';

export const HERO_WIDTH = 1200;
export const HERO_HEIGHT = 500;
const FAR = 3000;

const pine = (x: number, base: number, height: number, fill: string) =>
  `<path d="M${n(x)} ${n(base - height)}L${n(x + height * 0.28)} ${n(base - height * 0.45)}H${n(x + height * 0.16)}L${n(x + height * 0.36)} ${n(base)}H${n(x - height * 0.36)}L${n(x - height * 0.16)} ${n(base - height * 0.45)}H${n(x - height * 0.28)}Z" fill="${fill}"/>`;

const forest = (from: number, to: number, base: number, height: number, fill: string, seed: number) => {
  const random = seeded(seed);
  const trees: string[] = [];
  for (let x = from; x < to; x += 26 + random() * 30) trees.push(pine(x, base + random() * 8, height * (0.7 + random() * 0.5), fill));
  return trees.join('');
};

/** A ridge line through `points` (x, y), filled down past the bottom of the picture. */
const ridge = (points: Array<[number, number]>, fill: string) =>
  `<path d="M${-FAR} ${points[0]![1]}${points.map(([x, y]) => `L${x} ${y}`).join('')}L${FAR + HERO_WIDTH} ${points.at(-1)![1]}V${FAR}H${-FAR}Z" fill="${fill}" stroke="${fill}" stroke-linejoin="round" stroke-width="6"/>`;

const sky = (id: string, stops: Array<[number, string]>, top = -100, bottom = 420) =>
  `<linearGradient id="${id}" x1="0" y1="${top}" x2="0" y2="${bottom}" gradientUnits="userSpaceOnUse">${stops.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`).join('')}</linearGradient>` +
  `<rect x="${-FAR}" y="${-FAR}" width="${2 * FAR + HERO_WIDTH}" height="${2 * FAR}" fill="url(#${id})"/>`;

/** A campsite at dusk: a lit tent, a fire, string lights and the first stars. */
function campsite(): string {
  const random = seeded(3);
  const stars = Array.from(
    { length: 70 },
    () =>
      `<circle cx="${n(random() * HERO_WIDTH)}" cy="${n(random() * 200)}" r="${n(0.6 + random() * 1.6)}" opacity="${n(0.4 + random() * 0.6)}"/>`,
  ).join('');
  const tent =
    `<path d="M760 420 880 236 1000 420Z" fill="#c9672c"/><path d="M880 236 1000 420H940Z" fill="#a4521f"/>` +
    `<path d="M844 420 880 318 916 420Z" fill="#ffd98a"/>` +
    halo(880, 380, 120) +
    `<path d="M880 236 868 216M880 236 760 420M880 236 1000 420" stroke="#3a2a22" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M760 420 720 432M1000 420 1040 432" stroke="#d9c7b0" stroke-width="2" opacity=".6"/>`;
  const fire =
    halo(660, 420, 150) +
    `<path d="M620 436 700 448M620 448 700 436" stroke="#6b4429" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M636 436C626 404 652 396 648 364C668 382 666 398 676 400C680 386 688 378 686 356C708 384 712 414 688 436Z" fill="${MATERIAL.flame}"/>` +
    `<path d="M648 436C644 418 658 412 658 398C668 408 670 418 676 418C680 410 684 404 684 396C692 410 694 426 684 436Z" fill="${MATERIAL.flameCore}"/>`;
  const lightsPath = (t: number) => [1010 + 150 * t, 250 + 120 * t * (1 - t) * 2.4 - 40 * t] as const;
  const bulbs = [0.1, 0.28, 0.46, 0.64, 0.82]
    .map((t) => {
      const [x, y] = lightsPath(t);
      return halo(n(x), n(y + 8), 22) + `<circle cx="${n(x)}" cy="${n(y + 8)}" r="5" fill="#ffe08a"/>`;
    })
    .join('');
  return (
    sky('dusk', [
      [0, '#1f2b4a'],
      [0.45, '#5d5480'],
      [0.8, '#d7937a'],
      [1, '#f2c08f'],
    ]) +
    `<g fill="#fdf5dc">${stars}</g>` +
    `<circle cx="1030" cy="110" r="26" fill="#fdf1cf"/><circle cx="1042" cy="102" r="24" fill="#5d5480" opacity=".9"/>` +
    ridge(
      [
        [0, 330],
        [120, 290],
        [260, 320],
        [420, 250],
        [560, 300],
        [700, 240],
        [860, 290],
        [1000, 230],
        [1200, 300],
      ],
      '#6e5f86',
    ) +
    ridge(
      [
        [0, 370],
        [180, 340],
        [380, 372],
        [600, 336],
        [820, 360],
        [1040, 330],
        [1200, 352],
      ],
      '#453f62',
    ) +
    forest(-40, 1240, 392, 70, '#2c2d45', 21) +
    ridge(
      [
        [0, 410],
        [300, 400],
        [700, 412],
        [1200, 404],
      ],
      '#2a3040',
    ) +
    `<path d="M1010 250Q1080 330 1160 210" fill="none" stroke="#1b1d2b" stroke-width="2"/>` +
    pine(1170, 440, 260, '#1d2233') +
    tent +
    bulbs +
    fire +
    `<g opacity=".95">${place(lantern('#2f5d4a'), 1046, 450, 0.2)}</g>` +
    ridge(
      [
        [0, 452],
        [600, 446],
        [1200, 452],
      ],
      '#20252f',
    )
  );
}

/** A camp kitchen at golden hour: a plank table with a press, mugs, plates and the stove going. */
function kitchen(): string {
  const table =
    `<rect x="520" y="392" width="${FAR}" height="26" fill="${MATERIAL.wood.shade}"/>` +
    `<rect x="520" y="416" width="${FAR}" height="${FAR}" fill="${MATERIAL.wood.deep}"/>` +
    `<path d="M520 392H${FAR}" stroke="${MATERIAL.wood.light}" stroke-width="3"/>` +
    `<rect x="560" y="418" width="26" height="200" fill="${darker(MATERIAL.wood.deep, 0.2)}"/>`;
  return (
    sky('gold', [
      [0, '#f3d6a6'],
      [0.7, '#f6e6c8'],
      [1, '#f8eddb'],
    ]) +
    `<circle cx="300" cy="250" r="90" fill="#fbe7b8"/><circle cx="300" cy="250" r="60" fill="#fdf0cf"/>` +
    ridge(
      [
        [0, 330],
        [200, 300],
        [380, 326],
        [600, 286],
        [800, 320],
        [1000, 290],
        [1200, 310],
      ],
      '#c7c09a',
    ) +
    forest(-40, 1240, 372, 90, '#7f9a78', 8) +
    forest(-20, 1240, 392, 120, '#5f7d5e', 15) +
    ridge(
      [
        [0, 400],
        [1200, 396],
      ],
      '#a9b98b',
    ) +
    table +
    place(coffeePress(), 640, 396, 0.46) +
    place(mug('#2f6f8f'), 730, 398, 0.36) +
    place(mug('#b3541e'), 800, 398, 0.36) +
    place(plates('#f7f4ec', '#2c5a8c'), 900, 398, 0.42) +
    place(stove(), 1060, 398, 0.5) +
    place(spork(), 970, 404, 0.3, 40)
  );
}

/** A trail winding towards snowy peaks, a map and a compass open on a rock. */
function trail(): string {
  const rock =
    `<path d="M780 500C790 430 840 400 930 392C1030 384 1110 410 1140 470L1160 520H770Z" fill="#a8a59c"/>` +
    `<path d="M930 392C1030 384 1110 410 1140 470L1160 520H1040C1050 460 1000 420 930 392Z" fill="#8e8b83"/>`;
  const sign =
    `<rect x="700" y="270" width="10" height="150" fill="${MATERIAL.wood.deep}"/>` +
    `<path d="M650 280H760L776 294 760 308H650Z" fill="${MATERIAL.wood.base}"/><path d="M760 318H652L636 332 652 346H760Z" fill="${MATERIAL.wood.shade}"/>` +
    `<path d="M666 294h70M668 332h70" stroke="${MATERIAL.wood.deep}" stroke-width="3" opacity=".6"/>`;
  return (
    sky('day', [
      [0, '#bcd6e2'],
      [1, '#eef2ea'],
    ]) +
    `<circle cx="1040" cy="90" r="40" fill="#fbf3da"/>` +
    ridge(
      [
        [0, 300],
        [140, 220],
        [220, 260],
        [360, 150],
        [470, 230],
        [560, 190],
        [700, 280],
        [860, 180],
        [980, 250],
        [1200, 210],
      ],
      '#9fb3c2',
    ) +
    `<path d="M360 150 392 182 376 184 362 200 350 184 330 188Z" fill="#f4f7f8"/><path d="M860 180 890 206 874 206 862 220 850 204 832 210Z" fill="#f4f7f8"/>` +
    `<path d="M140 220 164 240 150 242 138 252 128 240Z" fill="#f4f7f8"/>` +
    ridge(
      [
        [0, 340],
        [200, 300],
        [420, 330],
        [640, 296],
        [900, 326],
        [1200, 300],
      ],
      '#9cba93',
    ) +
    forest(520, 1240, 350, 60, '#6f9270', 4) +
    ridge(
      [
        [0, 390],
        [300, 370],
        [620, 384],
        [900, 368],
        [1200, 380],
      ],
      '#b7cb98',
    ) +
    `<path d="M560 372C520 390 600 402 560 420C500 446 420 470 300 540L520 540C600 480 660 440 640 414C622 392 600 386 570 372Z" fill="#e6d6b2"/>` +
    sign +
    rock +
    `<g transform="translate(960 404) rotate(-8) scale(.62 .3) translate(-250 -250)">${printedMap('#3e6b4a', '#e3ebcf')}</g>` +
    place(compass('#2f7f7a'), 1070, 420, 0.26, 30) +
    `<g transform="translate(0 0)">${place(daypack('#3f6f8f'), 860, 424, 0.3)}</g>`
  );
}

export interface Slide {
  heading: string;
  text: string;
  buttonText: string;
  url: string;
  alt: string;
  /** The colour the heading and text read in over the scene's quiet left part. */
  textColor: string;
  design: () => string;
}

export const SLIDES: Slide[] = [
  {
    heading: 'Nights under canvas',
    text: 'Lanterns, string lights and a warm mug for the first cold evening.',
    buttonText: 'Shop lighting',
    url: '/lighting/',
    alt: 'A lit tent beside a campfire at dusk, string lights between the tent and a pine.',
    textColor: '#ffffff',
    design: campsite,
  },
  {
    heading: 'Cook by the fire',
    text: 'Enamel plates, a press for four and a stove that folds flat.',
    buttonText: 'Shop camp kitchen',
    url: '/camp-kitchen/',
    alt: 'A plank table at golden hour with a coffee press, two enamel mugs, a stack of plates and a camp stove.',
    textColor: '#1f2a24',
    design: kitchen,
  },
  {
    heading: 'Find the trail',
    text: 'Waterproof maps and a compass that does not need a signal.',
    buttonText: 'Shop maps',
    url: '/maps/',
    alt: 'A trail winding towards snowy peaks, a signpost, and a map and compass open on a rock.',
    textColor: '#1f2a24',
    design: trail,
  },
];

/** Each category's art: a few of its products together in the studio. */
const CATEGORY_ART: Record<number, { tint: string; drawing: () => string }> = {
  1: { tint: '#3f6f8f', drawing: () => place(daypack('#3f6f8f'), 190, 405, 0.74) + place(tote(), 336, 410, 0.6) },
  2: {
    tint: '#2f6f8f',
    drawing: () =>
      place(coffeePress(), 178, 405, 0.68) + place(plates('#f7f4ec', '#2c5a8c'), 320, 380, 0.5) + place(mug('#2f6f8f'), 330, 420, 0.5),
  },
  3: {
    tint: '#4f6b3a',
    drawing: () =>
      place(garment('#4f6b3a', { hood: true, zip: 'full', pockets: 'hand' }), 210, 405, 0.76) + place(beanie('#a4472b'), 352, 410, 0.46),
  },
  4: {
    tint: '#b3541e',
    drawing: () =>
      place(garment('#34465a', { sleeves: false, zip: 'full', pockets: 'hand', quilted: true }), 320, 395, 0.62) +
      place(garment('#b3541e', { hood: true, zip: 'full', pockets: 'hand' }), 200, 410, 0.74),
  },
  5: { tint: '#d9a23a', drawing: () => place(lantern('#2f5d4a'), 200, 405, 0.76) + place(candleLantern(), 332, 410, 0.56) },
  6: {
    tint: '#2e5a45',
    drawing: () =>
      place(book('#a4472b', 'fire', '#f6e7c8'), 170, 405, 0.62, -6) +
      place(book('#3d5a80', 'bird'), 250, 410, 0.68) +
      place(book('#2e5a45', 'fern'), 330, 405, 0.62, 6),
  },
  7: {
    tint: '#3e6b4a',
    drawing: () => place(printedMap('#3e6b4a', '#e3ebcf'), 220, 405, 0.8) + place(compass('#2f7f7a'), 356, 412, 0.5, 12),
  },
  8: {
    tint: '#bd8550',
    drawing: () =>
      place(
        giftBox([
          place(mug('#2f6f8f'), 196, 300, 0.5),
          place(beanie('#a4472b'), 246, 290, 0.46),
          place(socks('#7d8478', '#c98a3b'), 306, 296, 0.4),
        ]),
        250,
        405,
        0.9,
      ),
  },
};

export function categoryDesign(categoryId: number): string | undefined {
  const art = CATEGORY_ART[categoryId];
  return art ? studio(art.drawing(), art.tint) : undefined;
}

/** Rain over the hills, for the jacket's video. */
function rain(drawing: string): string {
  const random = seeded(9);
  const drops = Array.from({ length: 140 }, () => {
    const x = -500 + random() * 1500;
    const y = -100 + random() * 560;
    return `M${n(x)} ${n(y)}l-6 18`;
  }).join('');
  return (
    `<g>${outdoors(drawing, '#4a5560', 0.8)}</g>` +
    `<rect x="${-FAR}" y="${-FAR}" width="${2 * FAR + 500}" height="${2 * FAR + 500}" fill="#50606e" opacity=".28"/>` +
    `<path d="${drops}" stroke="#e8f0f4" stroke-width="2" stroke-linecap="round" opacity=".7"/>`
  );
}

/** Rope on a workbench: the still behind a knot video (no play button: the player draws its own). */
function bench(variant: 'bowline' | 'hitch'): string {
  const planks = Array.from(
    { length: 16 },
    (_, i) =>
      `<rect x="${-FAR}" y="${-400 + i * 90}" width="${2 * FAR + 500}" height="86" fill="${i % 2 ? MATERIAL.wood.base : mix(MATERIAL.wood.base, MATERIAL.wood.shade, 0.35)}"/>`,
  ).join('');
  const grain = Array.from(
    { length: 16 },
    (_, i) => `M-600 ${-360 + i * 90}C-200 ${-350 + i * 90} 300 ${-372 + i * 90} 1100 ${-356 + i * 90}`,
  ).join('');
  const art =
    variant === 'bowline'
      ? place(knot(), 250, 405, 0.95)
      : // The trucker's hitch: rope round a log, pulled down through a loop.
        `<rect x="-300" y="96" width="1100" height="64" rx="32" fill="${MATERIAL.wood.deep}"/><rect x="-300" y="104" width="1100" height="16" rx="8" fill="${MATERIAL.wood.shade}"/>` +
        `<path d="M230 80 270 176M254 80 294 176" stroke="#8a6a36" stroke-width="26" stroke-linecap="round"/><path d="M230 80 270 176M254 80 294 176" stroke="#d9b36c" stroke-width="18" stroke-linecap="round"/>` +
        `<g transform="translate(0 30)">${place(knot(), 270, 405, 0.7)}</g>`;
  return (
    `<rect x="${-FAR}" y="${-FAR}" width="${2 * FAR + 500}" height="${2 * FAR + 500}" fill="${MATERIAL.wood.base}"/>` +
    planks +
    `<path d="${grain}" fill="none" stroke="${MATERIAL.wood.shade}" stroke-width="2" opacity=".5"/>` +
    art +
    `<rect x="${-FAR}" y="${-FAR}" width="${2 * FAR + 500}" height="${2 * FAR + 500}" fill="${INK}" opacity=".06"/>`
  );
}

/** The still of a product video, by video id; undefined for an unknown id. */
export function posterDesign(videoId: string): string | undefined {
  if (videoId === 'jacket-in-the-rain') return rain(garment('#4f6b3a', { hood: true, zip: 'full', pockets: 'hand' }));
  if (videoId === 'bowline-in-slow-motion') return bench('bowline');
  if (videoId === 'trucker-hitch') return bench('hitch');
  return undefined;
}
