import { Icon, type IconProps } from './icon';

const CHEVRON_DOWN_NODE = [['path', { d: 'm6 9 6 6 6-6' }]] as const;
export const ChevronDown = (props: IconProps) => (
  <Icon name="chevron-down" node={CHEVRON_DOWN_NODE} {...props} />
);
