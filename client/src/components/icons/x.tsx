import { Icon, type IconProps } from './icon';

const X_NODE = [
  ['path', { d: 'M18 6 6 18' }],
  ['path', { d: 'm6 6 12 12' }],
] as const;
export const X = (props: IconProps) => <Icon name="x" node={X_NODE} {...props} />;
