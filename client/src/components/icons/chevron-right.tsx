import { Icon, type IconProps } from './icon';

const CHEVRON_RIGHT_NODE = [['path', { d: 'm9 18 6-6-6-6' }]] as const;
export const ChevronRight = (props: IconProps) => (
  <Icon name="chevron-right" node={CHEVRON_RIGHT_NODE} {...props} />
);
