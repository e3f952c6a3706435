import { Icon, type IconProps } from './icon';

/*
 * The icons of the public pages, drawn by lucide (ISC licence,
 * lucide-react 1.75.0). The dashboard's own are in ./admin.tsx.
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

const CHEVRON_DOWN_NODE = [['path', { d: 'm6 9 6 6 6-6' }]] as const;
export const ChevronDown = (props: IconProps) => (
  <Icon name="chevron-down" node={CHEVRON_DOWN_NODE} {...props} />
);

const CHEVRON_LEFT_NODE = [['path', { d: 'm15 18-6-6 6-6' }]] as const;
export const ChevronLeft = (props: IconProps) => (
  <Icon name="chevron-left" node={CHEVRON_LEFT_NODE} {...props} />
);

const CHEVRON_RIGHT_NODE = [['path', { d: 'm9 18 6-6-6-6' }]] as const;
export const ChevronRight = (props: IconProps) => (
  <Icon name="chevron-right" node={CHEVRON_RIGHT_NODE} {...props} />
);

const GEM_NODE = [
  ['path', { d: 'M10.5 3 8 9l4 13 4-13-2.5-6' }],
  [
    'path',
    {
      d: 'M17 3a2 2 0 0 1 1.6.8l3 4a2 2 0 0 1 .013 2.382l-7.99 10.986a2 2 0 0 1-3.247 0l-7.99-10.986A2 2 0 0 1 2.4 7.8l2.998-3.997A2 2 0 0 1 7 3z',
    },
  ],
  ['path', { d: 'M2 9h20' }],
] as const;
export const Gem = (props: IconProps) => <Icon name="gem" node={GEM_NODE} {...props} />;

const MESSAGE_CIRCLE_NODE = [
  [
    'path',
    {
      d: 'M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719',
    },
  ],
] as const;
export const MessageCircle = (props: IconProps) => (
  <Icon name="message-circle" node={MESSAGE_CIRCLE_NODE} {...props} />
);

const ARROW_LEFT_NODE = [
  ['path', { d: 'm12 19-7-7 7-7' }],
  ['path', { d: 'M19 12H5' }],
] as const;
export const ArrowLeft = (props: IconProps) => <Icon name="arrow-left" node={ARROW_LEFT_NODE} {...props} />;

const CIRCLE_CHECK_NODE = [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'm16 9-5.5 5.5L8 12' }],
] as const;
export const CircleCheck = (props: IconProps) => (
  <Icon name="circle-check" node={CIRCLE_CHECK_NODE} {...props} />
);

const LINK_ICON_NODE = [
  ['path', { d: 'M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71' }],
  ['path', { d: 'M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71' }],
] as const;
export const LinkIcon = (props: IconProps) => <Icon name="link" node={LINK_ICON_NODE} {...props} />;

const MAIL_X_NODE = [
  ['path', { d: 'M22 12.532V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h8.792' }],
  ['path', { d: 'm22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7' }],
  ['path', { d: 'm16.5 16.5 5 5' }],
  ['path', { d: 'm21.5 16.5-5 5' }],
] as const;
export const MailX = (props: IconProps) => <Icon name="mail-x" node={MAIL_X_NODE} {...props} />;

const MAIL_CHECK_NODE = [
  ['path', { d: 'M22 13V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v12c0 1.1.9 2 2 2h8' }],
  ['path', { d: 'm22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7' }],
  ['path', { d: 'm16 19 2 2 4-4' }],
] as const;
export const MailCheck = (props: IconProps) => <Icon name="mail-check" node={MAIL_CHECK_NODE} {...props} />;

const TRIANGLE_ALERT_NODE = [
  ['path', { d: 'm21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3' }],
  ['path', { d: 'M12 9v4' }],
  ['path', { d: 'M12 17h.01' }],
] as const;
export const TriangleAlert = (props: IconProps) => (
  <Icon name="triangle-alert" node={TRIANGLE_ALERT_NODE} {...props} />
);

const MAIL_NODE = [
  ['path', { d: 'm22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7' }],
  ['rect', { x: '2', y: '4', width: '20', height: '16', rx: '2' }],
] as const;
export const Mail = (props: IconProps) => <Icon name="mail" node={MAIL_NODE} {...props} />;

const SEND_NODE = [
  [
    'path',
    {
      d: 'M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z',
    },
  ],
  ['path', { d: 'm21.854 2.147-10.94 10.939' }],
] as const;
export const Send = (props: IconProps) => <Icon name="send" node={SEND_NODE} {...props} />;
