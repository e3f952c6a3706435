/** The index `step` away from `index` in a list of `length`, wrapping at both ends. */
export function stepIndex(index: number, step: 1 | -1, length: number): number {
  if (length <= 0) return 0;
  return (index + step + length) % length;
}
