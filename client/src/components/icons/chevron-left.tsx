import { Icon, type IconProps } from './icon';

const CHEVRON_LEFT_NODE = [['path', { d: 'm15 18-6-6 6-6' }]] as const;
export const ChevronLeft = (props: IconProps) => (
  <Icon name="chevron-left" node={CHEVRON_LEFT_NODE} {...props} />
);
