import type { Db } from '../../db/index';
import { ensureAppSecret } from '../../repositories/app-secrets';

const secrets = new WeakMap<Db, Promise<Buffer>>();

/**
 * The key of the return paths' signatures, of its own so that no other token of the site
 * (unsubscribe, confirmation) can be turned into one. Read once per database handle.
 */
export function bounceSecret(db: Db): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = ensureAppSecret(db, 'bounce-secret');
    // A failed read is not cached: the next send tries again.
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}
