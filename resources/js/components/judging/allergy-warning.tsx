import { Link } from '@inertiajs/react';

/**
 * "Contains sesame — you noted a sesame allergy": a recipe with an allergen the judge noted in their account. It
 * warns and never hides the recipe: the judge decides whether to taste.
 */
export function AllergyWarning({ warning, accountUrl }: { warning: string | null; accountUrl: string }) {
  if (!warning) return null;
  return (
    <p
      role="note"
      className="rounded-2xl border-2 border-danger bg-danger-soft px-4 py-3 text-sm font-semibold text-danger"
      data-testid="allergy-warning"
    >
      {warning}.{' '}
      <Link href={accountUrl} className="font-normal text-ink underline">
        Your allergies
      </Link>
    </p>
  );
}
