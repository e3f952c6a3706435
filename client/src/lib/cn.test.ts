import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

const SOURCE_ROOT = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** This module and its family table hold family names, not classes. */
const NOT_CLASSES = /lib[\\/](cn|class-groups)\.ts$/;

/**
 * Every utility in a string literal of the client, without its variants, and the common ones:
 * the classes the site uses or soon will (variants are covered above; each utility once keeps
 * the pairs few).
 */
function classesInUse(): string[] {
  const words = new Set<string>(COMMON);
  for (const file of sourceFiles(SOURCE_ROOT).filter((name) => !NOT_CLASSES.test(name))) {
    const text = readFileSync(file, 'utf8');
    for (const [, literal] of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`$]*)`/g)) {
      for (const word of (literal ?? '').split(/\s+/)) {
        const utility = word.split(/:(?![^[]*\])/).pop() ?? '';
        if (
          /^!?-?[a-z[][^\s]*$/.test(utility) &&
          /[-[]|^(?:flex|grid|block|hidden|relative|absolute)$/.test(utility)
        ) {
          words.add(utility);
        }
      }
    }
  }
  return [...words];
}

/** Common utilities the client does not use yet, so that the next screen starts on safe ground. */
const COMMON =
  `p-2 px-4 pt-1 m-1 mx-auto -mt-2 w-full h-8 size-4 min-w-0 max-w-md text-xs text-lg text-red-500
text-center font-bold font-mono bg-white bg-cover bg-center border border-2 border-red-500 border-t border-x-2
rounded rounded-md rounded-t-lg rounded-bl-none shadow shadow-lg shadow-red-500/20 ring ring-2 ring-red-500
ring-offset-2 ring-offset-white opacity-50 flex-1 grow shrink-0 basis-1/2 gap-2 gap-x-2 space-y-2
justify-center items-start self-end overflow-auto overflow-x-hidden z-10 top-0 inset-0 inset-x-0
translate-x-2 scale-95 rotate-3 transition duration-200 ease-in-out cursor-pointer whitespace-nowrap
truncate line-clamp-3 leading-6 tracking-wide uppercase underline decoration-2 decoration-red-500 outline-none
outline-2 outline-offset-2 outline-red-500 hidden block inline-flex grid-cols-3 col-span-2 order-last
aspect-square object-contain object-center list-disc fill-current stroke-2 sr-only divide-y divide-gray-200
from-red-500 via-white to-blue-500 text-sm/6 bg-black/50 w-1/2 h-[calc(100%-1rem)] text-[13px] bg-[url(/a.png)]`.split(
    /\s+/,
  );

/**
 * This site's own utilities (styles.css): tailwind-merge takes the backgrounds for colours and
 * does not know the fade-in animation; cn() files them under what they set.
 */
const OWN_UTILITIES = /^(bg-(grid|chrome|scanlines)|animate-fade-in)$/;

describe('cn', () => {
  it('lets a later class win within its family, per variant and importance', () => {
    expect(cn('px-2 py-1 bg-red-500', 'p-3 bg-accent')).toBe('p-3 bg-accent');
    expect(cn('text-sm text-muted', 'text-foreground')).toBe('text-sm text-foreground');
    expect(cn('hover:bg-a focus:bg-b', 'hover:bg-c')).toBe('focus:bg-b hover:bg-c');
    expect(cn('size-full object-cover', 'object-contain')).toBe('size-full object-contain');
    expect(cn('rounded-lg border', 'rounded-t-none border-2')).toBe('rounded-lg rounded-t-none border-2');
    expect(cn('bg-grid bg-surface', 'bg-background')).toBe('bg-grid bg-background');
    expect(cn('group-has-[a:focus-visible]:ring-2', 'group-has-[a:focus-visible]:ring-4')).toBe(
      'group-has-[a:focus-visible]:ring-4',
    );
    expect(cn('opacity-0', false, null, undefined, { 'opacity-100': true })).toBe('opacity-100');
  });

  it("agrees with tailwind-merge on every pair of the site's classes", () => {
    const classes = classesInUse();
    expect(classes.length).toBeGreaterThan(300);
    const disagreements: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        if (first === second || OWN_UTILITIES.test(first) || OWN_UTILITIES.test(second)) continue;
        const pair = `${first} ${second}`;
        if (cn(pair) !== twMerge(pair))
          disagreements.push(`${pair} → ${cn(pair)} (tailwind-merge: ${twMerge(pair)})`);
      }
    }
    expect(disagreements.slice(0, 40)).toEqual([]);
    // Some hundred thousand merges: seconds on a busy machine.
  }, 60_000);
});
