import { createElement, type SVGProps } from 'react';
import { cn } from '@/lib/cn';

/** An icon's drawing: lucide's format, [tag, attributes] per shape on a 24-unit grid. */
export type IconNode = readonly (readonly [tag: string, attributes: Record<string, string>])[];

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * A component drawing `node` as lucide-react would (same attributes and class names), without
 * its runtime: context, absolute strokes and aliases, which Home never used, were a kilobyte of
 * its JavaScript. Decorative unless labelled, as in lucide.
 */
export function createIcon(name: string, node: IconNode) {
  function Icon({ className, strokeWidth = 2, ...props }: IconProps) {
    const labelled = Boolean(props['aria-label'] || props['aria-labelledby'] || props.role);
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
        aria-hidden={labelled ? undefined : 'true'}
        className={cn('lucide', `lucide-${name}`, className)}
        {...props}
      >
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}
