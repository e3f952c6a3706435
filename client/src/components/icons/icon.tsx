import { createElement, type ReactElement, type SVGProps } from 'react';
import { cn } from '@/lib/cn';

/** An icon's drawing: lucide's format, [tag, attributes] per shape on a 24-unit grid. */
export type IconNode = readonly (readonly [tag: string, attributes: Record<string, string>])[];

export type IconProps = SVGProps<SVGSVGElement>;

/** Any icon of ./index.tsx or ./admin.tsx, for props that take one. */
export type IconComponent = (props: IconProps) => ReactElement;

/**
 * Draws `node` as lucide-react would (same attributes and class names), without its runtime:
 * context, absolute strokes and aliases, which Home never used, were a kilobyte of its
 * JavaScript. Decorative: every use sits beside text that says what it means.
 */
export function Icon({
  name,
  node,
  className,
  strokeWidth = 2,
  ...props
}: IconProps & { name: string; node: IconNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('lucide', `lucide-${name}`, className)}
      {...props}
      aria-hidden="true"
    >
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
