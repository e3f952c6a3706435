import { cloneElement, isValidElement, type ReactNode, type Ref, type RefCallback } from 'react';

type AnyProps = Record<string, unknown>;

/** One ref callback that feeds every given ref. */
function composeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/** Child's props win, except handlers (both run, the child's first), style and className (joined). */
function mergeProps(slotProps: AnyProps, childProps: AnyProps): AnyProps {
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const [key, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[key] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    } else if (key === 'style') {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (key === 'className') {
      merged.className = [slotValue, childValue].filter(Boolean).join(' ');
    }
  }
  return merged;
}

/**
 * Renders its only child with the slot's props merged in: the `asChild` pattern (a Link styled
 * as a Button). Radix's Slot does the same and more (Slottable); the public pages need only this,
 * and it is a tenth of the size in their entry bundle.
 */
export function Slot({
  children,
  ref,
  ...slotProps
}: AnyProps & { children?: ReactNode; ref?: Ref<HTMLElement> }) {
  if (!isValidElement<AnyProps>(children)) return null;
  const childRef = children.props.ref as Ref<HTMLElement> | undefined;
  return cloneElement(children, {
    ...mergeProps(slotProps, children.props),
    ref: ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef),
  });
}
