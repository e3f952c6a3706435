import { Icon, type IconProps } from './icon';

/*
 * The icons of Home and the pages that share its code, drawn by lucide (ISC licence,
 * lucide-react 1.75.0). Other pages use lucide-react itself.
 */

const ARROW_RIGHT_NODE = [
  ['path', { d: 'M5 12h14' }],
  ['path', { d: 'm12 5 7 7-7 7' }],
] as const;
export const ArrowRight = (props: IconProps) => (
  <Icon name="arrow-right" node={ARROW_RIGHT_NODE} {...props} />
);

const MENU_NODE = [
  ['path', { d: 'M4 5h16' }],
  ['path', { d: 'M4 12h16' }],
  ['path', { d: 'M4 19h16' }],
] as const;
export const Menu = (props: IconProps) => <Icon name="menu" node={MENU_NODE} {...props} />;

const X_NODE = [
  ['path', { d: 'M18 6 6 18' }],
  ['path', { d: 'm6 6 12 12' }],
] as const;
export const X = (props: IconProps) => <Icon name="x" node={X_NODE} {...props} />;

const BELL_NODE = [
  ['path', { d: 'M10.268 21a2 2 0 0 0 3.464 0' }],
  [
    'path',
    {
      d: 'M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326',
    },
  ],
] as const;
export const Bell = (props: IconProps) => <Icon name="bell" node={BELL_NODE} {...props} />;

const LOCK_NODE = [
  ['rect', { width: '18', height: '11', x: '3', y: '11', rx: '2', ry: '2' }],
  ['path', { d: 'M7 11V7a5 5 0 0 1 10 0v4' }],
] as const;
export const Lock = (props: IconProps) => <Icon name="lock" node={LOCK_NODE} {...props} />;

const QUOTE_NODE = [
  [
    'path',
    {
      d: 'M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z',
    },
  ],
  [
    'path',
    {
      d: 'M5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z',
    },
  ],
] as const;
export const Quote = (props: IconProps) => <Icon name="quote" node={QUOTE_NODE} {...props} />;

const IMAGE_OFF_NODE = [
  ['line', { x1: '2', x2: '22', y1: '2', y2: '22' }],
  ['path', { d: 'M10.41 10.41a2 2 0 1 1-2.83-2.83' }],
  ['line', { x1: '13.5', x2: '6', y1: '13.5', y2: '21' }],
  ['line', { x1: '18', x2: '21', y1: '12', y2: '15' }],
  ['path', { d: 'M3.59 3.59A1.99 1.99 0 0 0 3 5v14a2 2 0 0 0 2 2h14c.55 0 1.052-.22 1.41-.59' }],
  ['path', { d: 'M21 15V5a2 2 0 0 0-2-2H9' }],
] as const;
export const ImageOff = (props: IconProps) => <Icon name="image-off" node={IMAGE_OFF_NODE} {...props} />;

const ROTATE_CW_NODE = [
  ['path', { d: 'M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8' }],
  ['path', { d: 'M21 3v5h-5' }],
] as const;
export const RotateCw = (props: IconProps) => <Icon name="rotate-cw" node={ROTATE_CW_NODE} {...props} />;
