import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { containsIgnoringCase, containsPattern } from '../../src/db/like-pattern.ts';

const dialect = new PgDialect();
const condition = (term: string) => dialect.sqlToQuery(containsIgnoringCase(term)(sql`value`));

describe('containsIgnoringCase', () => {
  it.each(['9876543210', '+91 98765', '.42@', '100%', '_'])(
    'matches %j, which has no letter, with plain LIKE',
    (term) => {
      expect(condition(term)).toMatchObject({ sql: 'value like $1', params: [containsPattern(term)] });
    },
  );

  it.each(['Kavya', 'nair', 'a1', 'é', '९८७', 'İ'])(
    'matches %j, which has a letter or is not ASCII, with ILIKE',
    (term) => {
      expect(condition(term)).toMatchObject({ sql: 'value ilike $1', params: [containsPattern(term)] });
    },
  );
});
