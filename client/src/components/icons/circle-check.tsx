import { Icon, type IconProps } from './icon';

const CIRCLE_CHECK_NODE = [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'm16 9-5.5 5.5L8 12' }],
] as const;
export const CircleCheck = (props: IconProps) => (
  <Icon name="circle-check" node={CIRCLE_CHECK_NODE} {...props} />
);
