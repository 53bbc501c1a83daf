// The banner's colour comes from the server as free text. It goes into a style, so only values that
// are plainly a colour are used (#rgb, #rrggbb, or a colour word from the list below); anything else
// falls back to the theme's info colour. The text colour is then whichever of the two text colours
// reads better on it.
import { getContrastRatio } from '@mui/material/styles';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

// CSS colour words an administrator is likely to type, with their values so that contrast can be
// computed. A word not listed falls back like any other unknown value.
const COLOR_WORDS: Readonly<Record<string, string>> = {
  black: '#000000',
  white: '#ffffff',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  red: '#ff0000',
  darkred: '#8b0000',
  maroon: '#800000',
  crimson: '#dc143c',
  firebrick: '#b22222',
  tomato: '#ff6347',
  orange: '#ffa500',
  darkorange: '#ff8c00',
  gold: '#ffd700',
  yellow: '#ffff00',
  khaki: '#f0e68c',
  green: '#008000',
  darkgreen: '#006400',
  lime: '#00ff00',
  olive: '#808000',
  teal: '#008080',
  aqua: '#00ffff',
  cyan: '#00ffff',
  blue: '#0000ff',
  navy: '#000080',
  darkblue: '#00008b',
  royalblue: '#4169e1',
  steelblue: '#4682b4',
  skyblue: '#87ceeb',
  lightblue: '#add8e6',
  purple: '#800080',
  indigo: '#4b0082',
  violet: '#ee82ee',
  magenta: '#ff00ff',
  fuchsia: '#ff00ff',
  pink: '#ffc0cb',
  brown: '#a52a2a',
  beige: '#f5f5dc',
  ivory: '#fffff0',
  lightyellow: '#ffffe0',
  lightgreen: '#90ee90',
  lightgray: '#d3d3d3',
  lightgrey: '#d3d3d3',
  darkgray: '#a9a9a9',
  darkgrey: '#a9a9a9',
};

/** The colour as a hex value when it is an accepted colour, else null. */
export function safeColor(value: string | null | undefined): string | null {
  const candidate = value?.trim().toLowerCase() ?? '';
  if (HEX_COLOR.test(candidate)) return candidate;
  return Object.hasOwn(COLOR_WORDS, candidate) ? (COLOR_WORDS[candidate] ?? null) : null;
}

export type BannerPalette = { fallback: string; lightText: string; darkText: string };
export type BannerColors = { background: string; text: string };

export function bannerColors(value: string | null | undefined, palette: BannerPalette): BannerColors {
  const background = safeColor(value) ?? palette.fallback;
  const light = getContrastRatio(background, palette.lightText);
  const dark = getContrastRatio(background, palette.darkText);
  return { background, text: light >= dark ? palette.lightText : palette.darkText };
}
