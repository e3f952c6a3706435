import { Icon, type IconProps } from './icon';

const ARROW_RIGHT_NODE = [
  ['path', { d: 'M5 12h14' }],
  ['path', { d: 'm12 5 7 7-7 7' }],
] as const;
export const ArrowRight = (props: IconProps) => (
  <Icon name="arrow-right" node={ARROW_RIGHT_NODE} {...props} />
);
