/** The server's reason for refusing a text over its limit, with both lengths to compare. */
export function tooLongMessage(length: number, limit: number): string {
  const count = (n: number) => n.toLocaleString('en-US');
  return `This text has ${count(length)} characters; the most it can have is ${count(limit)}.`;
}
