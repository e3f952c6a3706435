import { Icon, type IconProps } from './icon';

const MENU_NODE = [
  ['path', { d: 'M4 5h16' }],
  ['path', { d: 'M4 12h16' }],
  ['path', { d: 'M4 19h16' }],
] as const;
export const Menu = (props: IconProps) => <Icon name="menu" node={MENU_NODE} {...props} />;
