import { Icon, type IconProps } from './icon';

/*
 * The icons only the dashboard uses, drawn like the public ones (./index.tsx) from lucide's shapes
 * (ISC licence, lucide-react 1.75.0), so the site has one icon source and no icon runtime. The
 * dashboard imports every icon from here.
 */

export * from './index';

const BOXES_NODE = [
  [
    'path',
    {
      d: 'M2.97 12.92A2 2 0 0 0 2 14.63v3.24a2 2 0 0 0 .97 1.71l3 1.8a2 2 0 0 0 2.06 0L12 19v-5.5l-5-3-4.03 2.42Z',
    },
  ],
  ['path', { d: 'm7 16.5-4.74-2.85' }],
  ['path', { d: 'm7 16.5 5-3' }],
  ['path', { d: 'M7 16.5v5.17' }],
  [
    'path',
    {
      d: 'M12 13.5V19l3.97 2.38a2 2 0 0 0 2.06 0l3-1.8a2 2 0 0 0 .97-1.71v-3.24a2 2 0 0 0-.97-1.71L17 10.5l-5 3Z',
    },
  ],
  ['path', { d: 'm17 16.5-5-3' }],
  ['path', { d: 'm17 16.5 4.74-2.85' }],
  ['path', { d: 'M17 16.5v5.17' }],
  [
    'path',
    { d: 'M7.97 4.42A2 2 0 0 0 7 6.13v4.37l5 3 5-3V6.13a2 2 0 0 0-.97-1.71l-3-1.8a2 2 0 0 0-2.06 0l-3 1.8Z' },
  ],
  ['path', { d: 'M12 8 7.26 5.15' }],
  ['path', { d: 'm12 8 4.74-2.85' }],
  ['path', { d: 'M12 13.5V8' }],
] as const;
export const Boxes = (props: IconProps) => <Icon name="boxes" node={BOXES_NODE} {...props} />;

const CALENDAR_CLOCK_NODE = [
  ['path', { d: 'M16 14v2.2l1.6 1' }],
  ['path', { d: 'M16 2v3' }],
  ['path', { d: 'M21 7.338V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h2.338' }],
  ['path', { d: 'M3 9h5.859' }],
  ['path', { d: 'M8 2v3' }],
  ['circle', { cx: '16', cy: '16', r: '6' }],
] as const;
export const CalendarClock = (props: IconProps) => (
  <Icon name="calendar-clock" node={CALENDAR_CLOCK_NODE} {...props} />
);

const CROSSHAIR_NODE = [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['line', { x1: '22', x2: '18', y1: '12', y2: '12' }],
  ['line', { x1: '6', x2: '2', y1: '12', y2: '12' }],
  ['line', { x1: '12', x2: '12', y1: '6', y2: '2' }],
  ['line', { x1: '12', x2: '12', y1: '22', y2: '18' }],
] as const;
export const Crosshair = (props: IconProps) => <Icon name="crosshair" node={CROSSHAIR_NODE} {...props} />;

const CHECK_NODE = [['path', { d: 'M20 6 9 17l-5-5' }]] as const;
export const Check = (props: IconProps) => <Icon name="check" node={CHECK_NODE} {...props} />;

const CIRCLE_ALERT_NODE = [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['line', { x1: '12', x2: '12', y1: '8', y2: '12' }],
  ['line', { x1: '12', x2: '12.01', y1: '16', y2: '16' }],
] as const;
export const CircleAlert = (props: IconProps) => (
  <Icon name="circle-exclamation-point" node={CIRCLE_ALERT_NODE} {...props} />
);

const CODE_NODE = [
  ['path', { d: 'm16 18 6-6-6-6' }],
  ['path', { d: 'm8 6-6 6 6 6' }],
] as const;
export const Code = (props: IconProps) => <Icon name="code" node={CODE_NODE} {...props} />;

const DOWNLOAD_NODE = [
  ['path', { d: 'M12 15V3' }],
  ['path', { d: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4' }],
  ['path', { d: 'm7 10 5 5 5-5' }],
] as const;
export const Download = (props: IconProps) => <Icon name="download" node={DOWNLOAD_NODE} {...props} />;

const EXTERNAL_LINK_NODE = [
  ['path', { d: 'M15 3h6v6' }],
  ['path', { d: 'M10 14 21 3' }],
  ['path', { d: 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6' }],
] as const;
export const ExternalLink = (props: IconProps) => (
  <Icon name="external-link" node={EXTERNAL_LINK_NODE} {...props} />
);

const EYE_OFF_NODE = [
  [
    'path',
    { d: 'M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49' },
  ],
  ['path', { d: 'M14.084 14.158a3 3 0 0 1-4.242-4.242' }],
  [
    'path',
    { d: 'M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143' },
  ],
  ['path', { d: 'm2 2 20 20' }],
] as const;
export const EyeOff = (props: IconProps) => <Icon name="eye-off" node={EYE_OFF_NODE} {...props} />;

const FILE_PLUS_2_NODE = [
  [
    'path',
    {
      d: 'M11.35 22H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.706.706l3.588 3.588A2.4 2.4 0 0 1 20 8v5.35',
    },
  ],
  ['path', { d: 'M14 2v5a1 1 0 0 0 1 1h5' }],
  ['path', { d: 'M14 19h6' }],
  ['path', { d: 'M17 16v6' }],
] as const;
export const FilePlus2 = (props: IconProps) => (
  <Icon name="file-plus-corner" node={FILE_PLUS_2_NODE} {...props} />
);

const FILM_NODE = [
  ['rect', { width: '18', height: '18', x: '3', y: '3', rx: '2' }],
  ['path', { d: 'M7 3v18' }],
  ['path', { d: 'M3 7.5h4' }],
  ['path', { d: 'M3 12h18' }],
  ['path', { d: 'M3 16.5h4' }],
  ['path', { d: 'M17 3v18' }],
  ['path', { d: 'M17 7.5h4' }],
  ['path', { d: 'M17 16.5h4' }],
] as const;
export const Film = (props: IconProps) => <Icon name="film" node={FILM_NODE} {...props} />;

const FLASK_CONICAL_NODE = [
  [
    'path',
    {
      d: 'M14 2v6a2 2 0 0 0 .245.96l5.51 10.08A2 2 0 0 1 18 22H6a2 2 0 0 1-1.755-2.96l5.51-10.08A2 2 0 0 0 10 8V2',
    },
  ],
  ['path', { d: 'M6.453 15h11.094' }],
  ['path', { d: 'M8.5 2h7' }],
] as const;
export const FlaskConical = (props: IconProps) => (
  <Icon name="flask-conical" node={FLASK_CONICAL_NODE} {...props} />
);

const GRIP_VERTICAL_NODE = [
  ['circle', { cx: '9', cy: '12', r: '1' }],
  ['circle', { cx: '9', cy: '5', r: '1' }],
  ['circle', { cx: '9', cy: '19', r: '1' }],
  ['circle', { cx: '15', cy: '12', r: '1' }],
  ['circle', { cx: '15', cy: '5', r: '1' }],
  ['circle', { cx: '15', cy: '19', r: '1' }],
] as const;
export const GripVertical = (props: IconProps) => (
  <Icon name="grip-vertical" node={GRIP_VERTICAL_NODE} {...props} />
);

const HISTORY_NODE = [
  ['path', { d: 'M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8' }],
  ['path', { d: 'M3 3v5h5' }],
  ['path', { d: 'M12 7v5l4 2' }],
] as const;
export const History = (props: IconProps) => <Icon name="rotate-ccw-clock" node={HISTORY_NODE} {...props} />;

const HOME_NODE = [
  ['path', { d: 'M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8' }],
  [
    'path',
    {
      d: 'M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
    },
  ],
] as const;
export const Home = (props: IconProps) => <Icon name="house" node={HOME_NODE} {...props} />;

const IMAGE_NODE = [
  ['rect', { width: '18', height: '18', x: '3', y: '3', rx: '2', ry: '2' }],
  ['circle', { cx: '9', cy: '9', r: '2' }],
  ['path', { d: 'm21 15-3.086-3.086a2 2 0 0 0-2.828 0L6 21' }],
] as const;
export const Image = (props: IconProps) => <Icon name="image" node={IMAGE_NODE} {...props} />;

const KEY_ROUND_NODE = [
  [
    'path',
    {
      d: 'M2.586 17.414A2 2 0 0 0 2 18.828V21a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h1a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h.172a2 2 0 0 0 1.414-.586l.814-.814a6.5 6.5 0 1 0-4-4z',
    },
  ],
  ['circle', { cx: '16.5', cy: '7.5', r: '.5', fill: 'currentColor' }],
] as const;
export const KeyRound = (props: IconProps) => <Icon name="key-round" node={KEY_ROUND_NODE} {...props} />;

const LAYOUT_TEMPLATE_NODE = [
  ['rect', { width: '18', height: '7', x: '3', y: '3', rx: '1' }],
  ['rect', { width: '9', height: '7', x: '3', y: '14', rx: '1' }],
  ['rect', { width: '5', height: '7', x: '16', y: '14', rx: '1' }],
] as const;
export const LayoutTemplate = (props: IconProps) => (
  <Icon name="layout-template" node={LAYOUT_TEMPLATE_NODE} {...props} />
);

const LOCK_OPEN_NODE = [
  ['rect', { width: '18', height: '11', x: '3', y: '11', rx: '2', ry: '2' }],
  ['path', { d: 'M7 11V7a5 5 0 0 1 9.9-1' }],
] as const;
export const LockOpen = (props: IconProps) => <Icon name="lock-open" node={LOCK_OPEN_NODE} {...props} />;

const LOG_IN_NODE = [
  ['path', { d: 'm10 17 5-5-5-5' }],
  ['path', { d: 'M15 12H3' }],
  ['path', { d: 'M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4' }],
] as const;
export const LogIn = (props: IconProps) => <Icon name="log-in" node={LOG_IN_NODE} {...props} />;

const LOG_OUT_NODE = [
  ['path', { d: 'm16 17 5-5-5-5' }],
  ['path', { d: 'M21 12H9' }],
  ['path', { d: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4' }],
] as const;
export const LogOut = (props: IconProps) => <Icon name="log-out" node={LOG_OUT_NODE} {...props} />;

const MESSAGE_SQUARE_NODE = [
  [
    'path',
    {
      d: 'M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z',
    },
  ],
] as const;
export const MessageSquare = (props: IconProps) => (
  <Icon name="message-square" node={MESSAGE_SQUARE_NODE} {...props} />
);

const PENCIL_NODE = [
  [
    'path',
    {
      d: 'M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z',
    },
  ],
  ['path', { d: 'm15 5 4 4' }],
] as const;
export const Pencil = (props: IconProps) => <Icon name="pencil" node={PENCIL_NODE} {...props} />;

const PLUS_NODE = [
  ['path', { d: 'M5 12h14' }],
  ['path', { d: 'M12 5v14' }],
] as const;
export const Plus = (props: IconProps) => <Icon name="plus" node={PLUS_NODE} {...props} />;

const SAVE_NODE = [
  [
    'path',
    {
      d: 'M15.2 3a2 2 0 0 1 1.4.6l3.8 3.8a2 2 0 0 1 .6 1.4V19a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z',
    },
  ],
  ['path', { d: 'M17 21v-7a1 1 0 0 0-1-1H8a1 1 0 0 0-1 1v7' }],
  ['path', { d: 'M7 3v4a1 1 0 0 0 1 1h7' }],
] as const;
export const Save = (props: IconProps) => <Icon name="save" node={SAVE_NODE} {...props} />;

const TRASH_2_NODE = [
  ['path', { d: 'M10 11v6' }],
  ['path', { d: 'M14 11v6' }],
  ['path', { d: 'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6' }],
  ['path', { d: 'M3 6h18' }],
  ['path', { d: 'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2' }],
] as const;
export const Trash2 = (props: IconProps) => <Icon name="trash" node={TRASH_2_NODE} {...props} />;

const UPLOAD_NODE = [
  ['path', { d: 'M12 3v12' }],
  ['path', { d: 'm17 8-5-5-5 5' }],
  ['path', { d: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4' }],
] as const;
export const Upload = (props: IconProps) => <Icon name="upload" node={UPLOAD_NODE} {...props} />;

const USERS_NODE = [
  ['path', { d: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2' }],
  ['path', { d: 'M16 3.128a4 4 0 0 1 0 7.744' }],
  ['path', { d: 'M22 21v-2a4 4 0 0 0-3-3.87' }],
  ['circle', { cx: '9', cy: '7', r: '4' }],
] as const;
export const Users = (props: IconProps) => <Icon name="users" node={USERS_NODE} {...props} />;
const BOLD_NODE = [
  ['path', { d: 'M6 12h9a4 4 0 010 8H7a1 1 0 01-1-1V5a1 1 0 011-1h7a4 4 0 010 8' }],
] as const;
export const Bold = (props: IconProps) => <Icon name="letter-b" node={BOLD_NODE} {...props} />;

const HEADING_1_NODE = [
  ['path', { d: 'M4 12h8' }],
  ['path', { d: 'M4 18V6' }],
  ['path', { d: 'M12 18V6' }],
  ['path', { d: 'm17 12 3-2v8' }],
] as const;
export const Heading1 = (props: IconProps) => <Icon name="heading-1" node={HEADING_1_NODE} {...props} />;

const HEADING_2_NODE = [
  ['path', { d: 'M4 12h8' }],
  ['path', { d: 'M4 18V6' }],
  ['path', { d: 'M12 18V6' }],
  ['path', { d: 'M21 18h-4c0-4 4-3 4-6 0-1.5-2-2.5-4-1' }],
] as const;
export const Heading2 = (props: IconProps) => <Icon name="heading-2" node={HEADING_2_NODE} {...props} />;

const HEADING_3_NODE = [
  ['path', { d: 'M4 12h8' }],
  ['path', { d: 'M4 18V6' }],
  ['path', { d: 'M12 18V6' }],
  ['path', { d: 'M17.5 10.5c1.7-1 3.5 0 3.5 1.5a2 2 0 0 1-2 2' }],
  ['path', { d: 'M17 17.5c2 1.5 4 .3 4-1.5a2 2 0 0 0-2-2' }],
] as const;
export const Heading3 = (props: IconProps) => <Icon name="heading-3" node={HEADING_3_NODE} {...props} />;

const IMAGE_PLUS_NODE = [
  ['path', { d: 'M16 5h6' }],
  ['path', { d: 'M19 2v6' }],
  ['path', { d: 'M21 11.5V19a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7.5' }],
  ['path', { d: 'm21 15-3.086-3.086a2 2 0 0 0-2.828 0L6 21' }],
  ['circle', { cx: '9', cy: '9', r: '2' }],
] as const;
export const ImagePlus = (props: IconProps) => <Icon name="image-plus" node={IMAGE_PLUS_NODE} {...props} />;

const ITALIC_NODE = [
  ['line', { x1: '19', x2: '10', y1: '4', y2: '4' }],
  ['line', { x1: '14', x2: '5', y1: '20', y2: '20' }],
  ['line', { x1: '15', x2: '9', y1: '4', y2: '20' }],
] as const;
export const Italic = (props: IconProps) => <Icon name="italic" node={ITALIC_NODE} {...props} />;

const LINK_2_NODE = [
  ['path', { d: 'M9 17H7A5 5 0 0 1 7 7h2' }],
  ['path', { d: 'M15 7h2a5 5 0 1 1 0 10h-2' }],
  ['line', { x1: '8', x2: '16', y1: '12', y2: '12' }],
] as const;
export const Link2 = (props: IconProps) => <Icon name="link-2" node={LINK_2_NODE} {...props} />;

const LIST_NODE = [
  ['path', { d: 'M3 5h.01' }],
  ['path', { d: 'M3 12h.01' }],
  ['path', { d: 'M3 19h.01' }],
  ['path', { d: 'M8 5h13' }],
  ['path', { d: 'M8 12h13' }],
  ['path', { d: 'M8 19h13' }],
] as const;
export const List = (props: IconProps) => <Icon name="list" node={LIST_NODE} {...props} />;

const LIST_ORDERED_NODE = [
  ['path', { d: 'M11 5h10' }],
  ['path', { d: 'M11 12h10' }],
  ['path', { d: 'M11 19h10' }],
  ['path', { d: 'M4 4h1v5' }],
  ['path', { d: 'M4 9h2' }],
  ['path', { d: 'M6.5 20H3.4c0-1 2.6-1.925 2.6-3.5a1.5 1.5 0 0 0-2.6-1.02' }],
] as const;
export const ListOrdered = (props: IconProps) => (
  <Icon name="list-ordered" node={LIST_ORDERED_NODE} {...props} />
);

const MINUS_NODE = [['path', { d: 'M5 12h14' }]] as const;
export const Minus = (props: IconProps) => <Icon name="minus" node={MINUS_NODE} {...props} />;

const PILCROW_NODE = [
  ['path', { d: 'M13 4v16' }],
  ['path', { d: 'M17 4v16' }],
  ['path', { d: 'M19 4H9.5a4.5 4.5 0 0 0 0 9H13' }],
] as const;
export const Pilcrow = (props: IconProps) => <Icon name="pilcrow" node={PILCROW_NODE} {...props} />;

const RECTANGLE_HORIZONTAL_NODE = [['rect', { width: '20', height: '12', x: '2', y: '6', rx: '2' }]] as const;
export const RectangleHorizontal = (props: IconProps) => (
  <Icon name="rectangle-horizontal" node={RECTANGLE_HORIZONTAL_NODE} {...props} />
);

const SHAPES_NODE = [
  ['path', { d: 'M8.3 10a.7.7 0 0 1-.626-1.079L11.4 3a.7.7 0 0 1 1.198-.043L16.3 8.9a.7.7 0 0 1-.572 1.1Z' }],
  ['rect', { x: '3', y: '14', width: '7', height: '7', rx: '1' }],
  ['circle', { cx: '17.5', cy: '17.5', r: '3.5' }],
] as const;
export const Shapes = (props: IconProps) => <Icon name="shapes" node={SHAPES_NODE} {...props} />;

const FINGERPRINT_NODE = [
  ['path', { d: 'M12 10a2 2 0 0 0-2 2c0 1.02-.1 2.51-.26 4' }],
  ['path', { d: 'M14 13.12c0 2.38 0 6.38-1 8.88' }],
  ['path', { d: 'M17.29 21.02c.12-.6.43-2.3.5-3.02' }],
  ['path', { d: 'M2 12a10 10 0 0 1 18-6' }],
  ['path', { d: 'M2 16h.01' }],
  ['path', { d: 'M21.8 16c.2-2 .131-5.354 0-6' }],
  ['path', { d: 'M5 19.5C5.5 18 6 15 6 12a6 6 0 0 1 .34-2' }],
  ['path', { d: 'M8.65 22c.21-.66.45-1.32.57-2' }],
  ['path', { d: 'M9 6.8a6 6 0 0 1 9 5.2v2' }],
] as const;
/** A passkey: the device's fingerprint, face or PIN. */
export const Fingerprint = (props: IconProps) => (
  <Icon name="fingerprint" node={FINGERPRINT_NODE} {...props} />
);
