import { type ClassValue, clsx } from 'clsx';
import { classGroup, OVERRIDES } from './class-groups';

/** Variants whose order changes the meaning (`before:hover:` is not `hover:before:`). */
const ORDER_SENSITIVE = new Set([
  '*',
  '**',
  'after',
  'backdrop',
  'before',
  'file',
  'marker',
  'placeholder',
  'selection',
]);

/** Splits `md:hover:!bg-x/50` at the colons that are not inside [...] or (...). */
function splitVariants(className: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      parts.push(className.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(className.slice(start));
  return parts;
}

/** Variants in a canonical order, so `hover:focus:` and `focus:hover:` compete. */
function variantKey(variants: string[]): string {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith('[') || ORDER_SENSITIVE.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  return [...sorted, ...run.sort()].join(':');
}

/** The utility without `!`, a leading `-`, or a `/50` opacity or `/6` line-height suffix. */
function bareUtility(utility: string): { bare: string; important: boolean } {
  let bare = utility;
  let important = false;
  if (bare.startsWith('!')) {
    bare = bare.slice(1);
    important = true;
  } else if (bare.endsWith('!')) {
    bare = bare.slice(0, -1);
    important = true;
  }
  if (bare.startsWith('-')) bare = bare.slice(1);
  const slash = bare.lastIndexOf('/');
  if (slash > 0 && !/[\])]/.test(bare.slice(slash))) bare = bare.slice(0, slash);
  return { bare, important };
}

/**
 * Keeps the last class of each property family (per variant and `!`), dropping earlier ones it
 * overrides; everything else keeps its order. Walks backwards: the first class seen of a family
 * is the one that wins.
 */
function mergeClasses(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.split(/\s+/).filter(Boolean);
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index]!;
    const parts = splitVariants(className);
    const { bare, important } = bareUtility(parts.pop()!);
    const group = classGroup(bare);
    if (group === null) {
      kept.push(className);
      continue;
    }
    const scope = `${variantKey(parts)}${important ? '!' : ''}:`;
    if (taken.has(scope + group)) continue;
    taken.add(scope + group);
    for (const overridden of OVERRIDES[group] ?? []) taken.add(scope + overridden);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}

/** Joins class names and lets later Tailwind utilities win over earlier ones of the same family. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
