import { router } from '@inertiajs/react';
import type { ListMeta } from '@/types';
import { listHref, type ListParams } from './list-url';

/**
 * Moves a list to another page, order, search or filter with an Inertia visit that keeps the page's state (the
 * search box keeps its focus and text) and replaces the history entry for searches typed letter by letter.
 */
export function useListVisit(basePath: string, list: ListMeta) {
  return (changes: ListParams, options: { replace?: boolean } = {}) => {
    router.visit(listHref(basePath, list, changes), {
      preserveState: true,
      preserveScroll: true,
      replace: options.replace ?? false,
    });
  };
}
