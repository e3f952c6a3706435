/**
 * Which CSS property family a Tailwind utility sets, so that `cn()` can let a later class win
 * over an earlier one of the same family: the job of tailwind-merge, whose full configuration
 * was a fifth of the public pages' JavaScript. A class whose family is unknown here is never
 * dropped, so an unknown utility can fail to override but never vanishes. lib/cn.test.ts checks
 * the answers against tailwind-merge for every class the client uses.
 *
 * The utility is seen without variants, `!`, a leading `-`, or a `/opacity` suffix.
 */

/** Whole utilities, by family. */
const WORDS = `display:block inline-block inline flex inline-flex grid inline-grid contents hidden table table-row table-cell flow-root list-item
position:static fixed absolute relative sticky
visibility:visible invisible collapse
sr:sr-only not-sr-only
isolation:isolate isolation-auto
text-transform:uppercase lowercase capitalize normal-case
font-style:italic not-italic
text-decoration:underline overline line-through no-underline
font-smoothing:antialiased subpixel-antialiased
fvn-spacing:proportional-nums tabular-nums
fvn-figure:lining-nums oldstyle-nums
text-overflow:truncate text-ellipsis text-clip
text-alignment:text-left text-center text-right text-justify text-start text-end
text-wrap:text-wrap text-nowrap text-balance text-pretty
break:break-normal break-words break-all break-keep
border-style:border-solid border-dashed border-dotted border-double border-hidden border-none
border-collapse:border-collapse border-separate
flex-direction:flex-row flex-row-reverse flex-col flex-col-reverse
flex-wrap:flex-wrap flex-wrap-reverse flex-nowrap
bg-size:bg-auto bg-cover bg-contain
bg-attachment:bg-fixed bg-local bg-scroll
bg-repeat:bg-repeat bg-no-repeat bg-repeat-x bg-repeat-y bg-repeat-round bg-repeat-space
bg-position:bg-top bg-bottom bg-left bg-right bg-center bg-left-top bg-left-bottom bg-right-top bg-right-bottom
bg-image:bg-none bg-grid bg-chrome bg-scanlines
outline-style:outline outline-none outline-hidden outline-solid outline-dashed outline-dotted outline-double
object-fit:object-contain object-cover object-fill object-none object-scale-down
align-content:content-center content-start content-end content-between content-around content-evenly content-baseline content-stretch content-normal
decoration-style:decoration-solid decoration-double decoration-dotted decoration-dashed decoration-wavy
shadow:shadow shadow-2xs shadow-xs shadow-sm shadow-md shadow-lg shadow-xl shadow-2xl shadow-none shadow-inner
transition:transition transition-all transition-colors transition-opacity transition-shadow transition-transform transition-none
ring-inset:ring-inset
snap-align:snap-start snap-end snap-center snap-align-none
snap-type:snap-x snap-y snap-both snap-none
snap-strictness:snap-mandatory snap-proximity
scroll-behavior:scroll-auto scroll-smooth`;

/** Utility prefixes whose value never changes the family: `max-w-prose` is max-w. */
const PREFIXES = `p px py pt pr pb pl ps pe m mx my mt mr mb ml ms me size w h min-w min-h max-w max-h
inset inset-x inset-y top right bottom left start end gap gap-x gap-y space-x space-y z opacity
duration ease delay animate cursor select pointer-events resize aspect origin list appearance
mix-blend will-change columns float clear box fill stroke grow shrink basis order grid-cols grid-rows
grid-flow auto-cols auto-rows col-span col-start col-end row-span row-start row-end justify-items
justify-self justify items self place-content place-items place-self overflow-x overflow-y overflow
overscroll scale-x scale-y scale rotate translate-x translate-y translate skew-x skew-y blur
brightness contrast drop-shadow grayscale hue-rotate invert saturate sepia backdrop-blur
backdrop-brightness backdrop-grayscale backdrop-opacity leading tracking whitespace line-clamp
underline-offset outline-offset bg-clip bg-origin bg-blend content flex transition object`
  .split(/\s+/)
  .flatMap((prefix) => [prefix, `scroll-${prefix}`].slice(0, /^[pm][xytrblse]?$/.test(prefix) ? 2 : 1));

const FAMILY_OF_WORD = new Map(
  WORDS.split('\n').flatMap((line) => {
    const [family = '', words = ''] = line.split(':');
    return words.split(' ').map((word) => [word, family] as const);
  }),
);
const PREFIX_SET = new Set(PREFIXES);

const LENGTH = String.raw`\[(?:length:|-?[\d.]+[a-z%]|calc\(|clamp\(|min\(|max\(|var\(--[\w-]*(?:size|width|radius)).*\]|\(length:.*\)`;
const SIDE = '(?:-(x|y|t|r|b|l|s|e|bs|be))?';

/** Families that depend on the value: `text-sm` is a size, `text-muted` a colour. */
const VALUE_RULES: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^\[([a-z-]+):/, (match) => `[${match[1]}]`],
  [new RegExp(`^text-(?:xs|sm|md|lg|\\d*xl|base|${LENGTH})$`), () => 'font-size'],
  [
    /^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+|\[(?:weight:|number:|\d).*\])$/,
    () => 'font-weight',
  ],
  [
    /^bg-(?:linear-|radial|conic|gradient-to-|\[(?:url|image|(?:repeating-)?(?:linear|radial|conic)-gradient))/,
    () => 'bg-image',
  ],
  [new RegExp(`^border${SIDE}(?:-\\d+|-${LENGTH})?$`), (match) => withSide('border-w', match[1])],
  [new RegExp(`^border${SIDE}-`), (match) => withSide('border-color', match[1])],
  [/^rounded(?:-(tl|tr|br|bl|ss|se|ee|es|t|r|b|l|s|e))?(?:-|$)/, (match) => withSide('rounded', match[1])],
  [
    new RegExp(`^(ring|outline|ring-offset)-(?:\\d+|${LENGTH})$|^(ring)$`),
    (match) => `${match[1] ?? match[2]}-w`,
  ],
  [
    /^(ring-offset|ring|outline|shadow|decoration|divide|from|via|to)-(?!offset|\[length)/,
    (match) => `${match[1]}-color`,
  ],
];

const withSide = (family: string, side?: string) => (side ? `${family}-${side}` : family);

/** `max-w-prose` → max-w: the longest known prefix, cutting one `-segment` at a time. */
function familyByPrefix(utility: string): string | null {
  for (let end = utility.length; end > 0; end = utility.lastIndexOf('-', end - 1)) {
    const prefix = utility.slice(0, end);
    if (PREFIX_SET.has(prefix)) return prefix;
  }
  return null;
}

const COLOR_FALLBACK: Record<string, string> = { text: 'text-color', font: 'font-family', bg: 'bg-color' };

/** The family a bare utility belongs to, or null when it is not one this site knows. */
export function classGroup(utility: string): string | null {
  const word = FAMILY_OF_WORD.get(utility);
  if (word) return word;
  if (/^(?:shadow|decoration)-(?:\[|\d|auto|from-font)/.test(utility)) {
    return utility.startsWith('shadow') ? 'shadow' : 'decoration-thickness';
  }
  if (/^(?:from|via|to)-\d+%$/.test(utility)) return `${utility.split('-')[0]}-position`;
  if (/^divide-[xy](?:-\d+)?$/.test(utility)) return utility.slice(0, 8);
  for (const [pattern, family] of VALUE_RULES) {
    const match = pattern.exec(utility);
    if (match) return family(match);
  }
  return familyByPrefix(utility) ?? COLOR_FALLBACK[utility.split('-')[0] ?? ''] ?? null;
}

const sides = (family: string, list: string) => list.split(' ').map((side) => `${family}-${side}`);

/** Families a class also overrides when it comes later: `p-4` replaces an earlier `px-2`. */
export const OVERRIDES: Record<string, readonly string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  'scroll-p': sides('scroll', 'px py pt pr pb pl ps pe'),
  'scroll-px': sides('scroll', 'pr pl ps pe'),
  'scroll-m': sides('scroll', 'mx my mt mr mb ml ms me'),
  'scroll-mx': sides('scroll', 'mr ml ms me'),
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left', 'start', 'end'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  flex: ['basis', 'grow', 'shrink'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: sides('rounded', 'tl tr br bl ss se ee es t r b l s e'),
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': sides('border-w', 'x y t r b l s e bs be'),
  'border-w-x': sides('border-w', 'r l s e'),
  'border-w-y': sides('border-w', 't b bs be'),
  'border-color': sides('border-color', 'x y t r b l s e bs be'),
  'border-color-x': sides('border-color', 'r l s e'),
  'border-color-y': sides('border-color', 't b bs be'),
};
