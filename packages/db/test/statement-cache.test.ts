import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from '../src/connect';

let sqlite: SQLite.Database;
const open = () => {
  sqlite = new SQLite(':memory:');
  sqlite.exec('create table t (id integer primary key, name text)');
  sqlite.exec("insert into t (name) values ('a'), ('b'), ('c')");
  return sqlite;
};
afterEach(() => sqlite?.close());

describe('withStatementCache', () => {
  it('prepares a SQL text once and hands the same statement out again', () => {
    const db = withStatementCache(open());
    const first = db.prepare('select name from t where id = ?');
    expect(db.prepare('select name from t where id = ?')).toBe(first);
    expect(db.prepare('select name from t where id = ?').all([2])).toEqual([{ name: 'b' }]);
  });

  it('never hands out a statement that is still iterating', () => {
    const db = withStatementCache(open());
    const outer = db.prepare('select id from t order by id');
    const rows = outer.iterate([]);
    expect(rows.next().value).toEqual({ id: 1 });
    const inner = db.prepare('select id from t order by id');
    expect(inner).not.toBe(outer);
    expect(inner.all([])).toHaveLength(3);
    expect([...rows]).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it('forgets the least recently used text beyond its size', () => {
    const db = withStatementCache(open(), 2);
    const a = db.prepare('select 1');
    const b = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(a);
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(a);
    expect(db.prepare('select 2')).not.toBe(b);
  });

  it('sees a schema change through a cached statement', () => {
    const db = withStatementCache(open());
    expect(db.prepare('select * from t where id = 1').all([])).toEqual([{ id: 1, name: 'a' }]);
    sqlite.exec("alter table t add column city text default 'Berlin'");
    expect(db.prepare('select * from t where id = 1').all([])).toEqual([
      { id: 1, name: 'a', city: 'Berlin' },
    ]);
  });
});
