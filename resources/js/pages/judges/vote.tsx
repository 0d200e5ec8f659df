import { Head, Link, router } from '@inertiajs/react';
import { Suspense, useState } from 'react';
import { AllergyWarning } from '@/components/judging/allergy-warning';
import { ChefCommentBox, NoteBox } from '@/components/judging/note-box';
import { RecipePager } from '@/components/judging/recipe-pager';
import { RecipeSheet } from '@/components/judging/recipe-sheet';
import { RoundNotices } from '@/components/judging/round-notices';
import { useChefComment, useNote } from '@/components/judging/use-note';
import { VoteShortcut } from '@/components/judging/vote-shortcut';
import { VotingBox } from '@/components/judging/voting-box';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { useModal } from '@/components/ui/modal';
import { useHydrated } from '@/hooks/use-hydrated';
import type { CastVoteAnswer, JudgeVotePageProps } from '@/types';
import { JUDGING_PAGES } from '@shared/judging/judging-rules';

type Props = JudgeVotePageProps;

// The modals after a vote (sections 4 and 8).
const AFTER_VOTE = {
  allVoted: {
    title: 'Vote saved',
    text: 'Great! You already voted in all the recipes.',
    okLabel: 'Go to the Recipe list',
    cancelLabel: null,
  },
  lastWithOthersLeft: {
    title: 'Vote saved',
    text: 'You still have recipes waiting for your vote, go to the recipe list and complete them.',
    okLabel: 'Go to the Recipe list',
    cancelLabel: null,
  },
  next: {
    title: 'Vote saved',
    text: 'Your vote is in. The next recipe is waiting for your vote.',
    okLabel: 'Next recipe',
    cancelLabel: 'Stay on this recipe',
  },
} as const;

function VotePage(props: Props) {
  const { recipe, contestant, round, listUrl } = props;
  const [progress, setProgress] = useState(props.progress);
  // How the judge knows this recipe in the list of writes kept on the device: its plate in a live final.
  const subject = {
    recipeId: recipe.id,
    label: props.plateCode === null ? recipe.name : `Plate ${props.plateCode} · ${recipe.name}`,
  };
  const note = useNote(props.noteUrl, props.note, subject);
  const comment = useChefComment(props.commentUrl, props.chefComment, subject);
  // Before a vote moves the judge on: the note, then the comment, each if changed.
  const saveTexts = async () => (await note.saveIfChanged()) && (await comment.saveIfChanged());
  const { modal, confirm } = useModal();
  const hydrated = useHydrated();

  const afterVote = async (answer: CastVoteAnswer) => {
    setProgress({ voted: answer.voted, total: answer.total });
    // The server says where to go (the list after the last recipe or when all are voted); the modal says why.
    const said =
      answer.voted >= answer.total
        ? AFTER_VOTE.allVoted
        : answer.lastRecipe
          ? AFTER_VOTE.lastWithOthersLeft
          : AFTER_VOTE.next;
    if (await confirm(said)) router.visit(answer.redirectTo);
  };

  return (
    <>
      <Head title={`${recipe.name} · Vote`} />
      <div className="sticky top-0 z-20 border-b border-sand bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-5 sm:px-8">
          <Link
            href={listUrl}
            className="inline-flex items-center gap-2 rounded-full text-sm font-semibold text-ink hover:underline"
          >
            <ArrowLeftIcon className="size-4" />
            <span>
              Recipe list
              <span className="sr-only">
                : {progress.voted} of {progress.total} voted
              </span>
            </span>
          </Link>
          <p className="min-w-0 truncate text-center text-sm" data-testid="recipe-position">
            <span className="font-semibold">
              Recipe {props.position} of {props.total}
            </span>
            <span className="hidden text-muted md:inline">
              {' '}
              · {round.label} · {progress.voted} of {progress.total} voted
            </span>
          </p>
          <div className="flex items-center gap-3">
            {/* Below 1024px the voting box follows the recipe: a shortcut to it. */}
            <a
              href="#your-vote"
              className="hidden h-11 items-center rounded-full bg-yellow px-4 text-sm font-semibold text-ink hover:bg-yellow-deep sm:inline-flex lg:hidden"
            >
              Your vote
            </a>
            <RecipePager
              previousUrl={props.prevId === null ? null : JUDGING_PAGES.vote(props.prevId)}
              nextUrl={props.nextId === null ? null : JUDGING_PAGES.vote(props.nextId)}
            />
          </div>
        </div>
      </div>

      {/* pb-28 on phones: room for the vote shortcut bar under the end of the recipe. */}
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-5 pt-8 pb-28 sm:px-8 sm:pb-8 lg:py-10">
        <RoundNotices round={round} />
        <AllergyWarning warning={props.allergyWarning} accountUrl={props.accountUrl} />
        <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_25rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_28rem]">
          {/* Each Suspense boundary hydrates in a task of its own (nothing here suspends): the recipe and the voting
              box after the page's frame, so a phone's main thread is never held for the whole page at once. */}
          <Suspense fallback={null}>
            <RecipeSheet
              recipe={recipe}
              contestant={contestant}
              plateCode={props.plateCode}
              allergenLine={props.allergenLine}
            />
          </Suspense>
          <Suspense fallback={null}>
            {/* Server-rendered: the vote and the note wait for React, which alone can send them. */}
            <fieldset disabled={!hydrated} className="flex min-w-0 flex-col gap-6">
              <VotingBox
                voteUrl={props.voteUrl}
                initial={props.scores}
                voted={props.voted}
                open={round.open}
                cost={props.cost}
                maxPoints={props.maxPoints}
                beforeVote={saveTexts}
                onVoted={afterVote}
                subject={subject}
              />
              <NoteBox
                value={note.value}
                onChange={note.change}
                onSave={() => void note.save()}
                status={note.status}
                error={note.error}
                message={note.message}
                open={round.open}
              />
              <ChefCommentBox
                value={comment.value}
                onChange={comment.change}
                onSave={() => void comment.save()}
                status={comment.status}
                error={comment.error}
                message={comment.message}
                open={round.open}
              />
            </fieldset>
          </Suspense>
        </div>
      </div>
      <VoteShortcut targetId="your-vote" />
      {modal}
    </>
  );
}

/** A new recipe is a fresh page: the key drops the last recipe's unsaved scores, note and comment. */
export default function JudgeVote(props: Props) {
  // A new recipe, or this one's vote or note changed on the server (the page asked for again after going back):
  // the page starts from what is stored (and the tab's unsaved draft, if any).
  return (
    <VotePage
      key={`${props.recipe.id}:${props.votedAt ?? ''}:${props.note}:${props.chefComment}`}
      {...props}
    />
  );
}
