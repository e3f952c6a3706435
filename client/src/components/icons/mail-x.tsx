import { Icon, type IconProps } from './icon';

const MAIL_X_NODE = [
  ['path', { d: 'M22 12.532V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h8.792' }],
  ['path', { d: 'm22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7' }],
  ['path', { d: 'm16.5 16.5 5 5' }],
  ['path', { d: 'm21.5 16.5-5 5' }],
] as const;
export const MailX = (props: IconProps) => <Icon name="mail-x" node={MAIL_X_NODE} {...props} />;
