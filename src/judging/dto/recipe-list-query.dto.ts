import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { LIST_FILTERS, type ListFilter } from '@shared/judging/judging-rules.js';

/** GET /judges/dashboard?filter=not-voted&page=2. A wrong value falls back to the default rather than failing. */
export class RecipeListQueryDto {
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    (LIST_FILTERS as readonly unknown[]).includes(value) ? value : 'all',
  )
  @IsIn(LIST_FILTERS)
  filter: ListFilter = 'all';

  @IsOptional()
  @Transform(({ value }: { value: unknown }) => {
    const page = Number(value);
    return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
  })
  @IsInt()
  @Min(1)
  @Max(10_000)
  page: number = 1;
}
