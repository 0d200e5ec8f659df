import { likePattern, listMeta, parseFilter, parseListQuery } from './list-query.js';

const SPEC = {
  sortable: ['name', 'joined'] as const,
  defaultSort: 'joined' as const,
  defaultDirection: 'desc' as const,
};

describe('parseListQuery', () => {
  it('reads page, sort, direction and search', () => {
    expect(parseListQuery({ page: '3', sort: 'name', dir: 'desc', q: '  ana  ' }, SPEC)).toMatchObject({
      page: 3,
      perPage: 25,
      offset: 50,
      sort: 'name',
      direction: 'desc',
      search: 'ana',
    });
  });

  it('falls back to the defaults for a sort column that is not whitelisted, and bad pages or directions', () => {
    expect(parseListQuery({ sort: 'password_hash', page: '-2', dir: 'sideways' }, SPEC)).toMatchObject({
      page: 1,
      sort: 'joined',
      direction: 'desc',
    });
    expect(parseListQuery({ page: '1.5' }, SPEC).page).toBe(1);
    // Another column without a direction is ascending.
    expect(parseListQuery({ sort: 'name' }, SPEC).direction).toBe('asc');
  });

  it('takes the first of repeated parameters and cuts a long search', () => {
    expect(parseListQuery({ sort: ['name', 'joined'], q: 'x'.repeat(500) }, SPEC)).toMatchObject({
      sort: 'name',
      search: 'x'.repeat(100),
    });
  });
});

describe('parseFilter', () => {
  it('keeps only allowed values', () => {
    expect(parseFilter({ type: 'sodexo' }, 'type', ['sodexo', 'entegra'])).toBe('sodexo');
    expect(parseFilter({ type: 'admin' }, 'type', ['sodexo', 'entegra'])).toBeNull();
    expect(parseFilter({}, 'type', ['sodexo'])).toBeNull();
  });
});

describe('likePattern', () => {
  it('matches % and _ literally', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('listMeta', () => {
  it('counts the last page and shows unset filters as empty', () => {
    const query = parseListQuery({ page: '2' }, SPEC);
    expect(listMeta(query, 51, { type: null, finalist: 'yes' })).toMatchObject({
      page: 2,
      lastPage: 3,
      total: 51,
      filters: { type: '', finalist: 'yes' },
      defaultSort: 'joined',
      defaultDirection: 'desc',
    });
    expect(listMeta(query, 0).lastPage).toBe(1);
  });
});
