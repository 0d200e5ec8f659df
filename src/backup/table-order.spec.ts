import { foreignKeysOutOfOrder, orderByForeignKeys } from './table-order.js';

describe('the order tables are copied in', () => {
  const keys = [
    { child: 'votes', parent: 'recipes' },
    { child: 'votes', parent: 'judges' },
    { child: 'recipes', parent: 'users' },
    { child: 'profiles', parent: 'users' },
  ];

  it('puts every table after the tables it refers to, names deciding among the rest', () => {
    expect(orderByForeignKeys(['votes', 'users', 'recipes', 'judges', 'profiles', 'faq'], keys)).toEqual([
      'faq',
      'judges',
      'users',
      'profiles',
      'recipes',
      'votes',
    ]);
  });

  it('ignores keys to tables not copied and keys of a table to itself', () => {
    expect(orderByForeignKeys(['votes', 'users'], [...keys, { child: 'users', parent: 'users' }])).toEqual([
      'users',
      'votes',
    ]);
  });

  it('refuses a cycle of keys', () => {
    expect(() =>
      orderByForeignKeys(
        ['a', 'b'],
        [
          { child: 'a', parent: 'b' },
          { child: 'b', parent: 'a' },
        ],
      ),
    ).toThrow('The foreign keys of a, b form a cycle');
  });

  it('names the keys an order breaks', () => {
    expect(foreignKeysOutOfOrder(['users', 'recipes', 'votes', 'judges'], keys)).toEqual([
      { child: 'votes', parent: 'judges' },
    ]);
    expect(
      foreignKeysOutOfOrder(orderByForeignKeys(['votes', 'users', 'recipes', 'judges'], keys), keys),
    ).toEqual([]);
  });
});
