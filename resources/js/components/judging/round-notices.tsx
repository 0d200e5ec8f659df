import { RecipeNotice } from '@/components/recipe/recipe-notice';
import { EyeOffIcon, LockIcon } from '@/components/ui/icons';
import type { RoundProps } from '@/types';

/** What the judge must know about the round: voting is closed, or names are hidden. */
export function RoundNotices({ round }: { round: RoundProps }) {
  if (round.open && !round.blind) return null;
  return (
    <div className="flex flex-col gap-3">
      {!round.open && (
        <RecipeNotice
          tone="muted"
          icon={<LockIcon />}
          title={`Voting in the ${round.label.toLowerCase()} is closed`}
          testId="round-closed"
        >
          You can still read the recipes, your votes and your notes, but they can no longer change.
        </RecipeNotice>
      )}
      {round.blind && (
        <RecipeNotice tone="info" icon={<EyeOffIcon />} title="Blind judging" testId="blind-judging">
          Contestants are shown by number only, without their names or photos.
        </RecipeNotice>
      )}
    </div>
  );
}
