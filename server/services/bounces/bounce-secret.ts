import { cachedAppSecret } from '../../core/db/app-secrets';
import type { Db } from '../../core/db/index';

/**
 * The key of the return paths' signatures, of its own so that no other token of the site
 * (unsubscribe, confirmation) can be turned into one.
 */
export const bounceSecret = (db: Db): Promise<Buffer> => cachedAppSecret(db, 'bounce-secret');
