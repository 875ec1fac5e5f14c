import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

export function preparedStatements(db: PGlite): {
  query<T>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
    inTransaction?: boolean,
  ): Promise<Results<T>>;
};
