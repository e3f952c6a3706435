/*
 * The icons of the public pages, drawn by lucide (ISC licence, lucide-react 1.75.0), one module
 * each, imported one by one (`@/components/icons/menu`): the build then ships an icon with the
 * pages that draw it, not every icon with the first visit. This index is for the dashboard's
 * icons (./admin.tsx), which load with the dashboard only.
 */

export { ArrowLeft } from './arrow-left';
export { ArrowRight } from './arrow-right';
export { Bell } from './bell';
export { ChevronDown } from './chevron-down';
export { ChevronLeft } from './chevron-left';
export { ChevronRight } from './chevron-right';
export { CircleCheck } from './circle-check';
export { Gem } from './gem';
export { ImageOff } from './image-off';
export { LinkIcon } from './link';
export { Lock } from './lock';
export { Mail } from './mail';
export { MailCheck } from './mail-check';
export { MailX } from './mail-x';
export { Menu } from './menu';
export { MessageCircle } from './message-circle';
export { Quote } from './quote';
export { RotateCw } from './rotate-cw';
export { Send } from './send';
export { TriangleAlert } from './triangle-alert';
export { X } from './x';
