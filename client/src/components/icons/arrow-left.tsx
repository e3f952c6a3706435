import { Icon, type IconProps } from './icon';

const ARROW_LEFT_NODE = [
  ['path', { d: 'm12 19-7-7 7-7' }],
  ['path', { d: 'M19 12H5' }],
] as const;
export const ArrowLeft = (props: IconProps) => <Icon name="arrow-left" node={ARROW_LEFT_NODE} {...props} />;
