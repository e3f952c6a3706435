/**
 * Every route is admin-only unless its options carry this config: the one listed exception
 * to the default-deny auth hook (ARCHITECTURE convention 5).
 */
export const PUBLIC_ROUTE = { config: { public: true } } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    public?: boolean;
  }
}
