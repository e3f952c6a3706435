import { EMAIL_PATTERN } from '@contract/patterns';

export type EmailProblem = 'required' | 'invalid';

/** The trimmed email must be present and be one bare address {x}@{y}.{z} (the contract's rule). */
export function checkEmail(email: string): EmailProblem | null {
  const trimmed = email.trim();
  if (!trimmed) return 'required';
  return EMAIL_PATTERN.test(trimmed) ? null : 'invalid';
}
