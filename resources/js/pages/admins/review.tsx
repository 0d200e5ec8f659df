import { Head, Link } from '@inertiajs/react';
import { useEffect, useRef, useState } from 'react';
import { RecipeAssignment } from '@/components/admin/assignments/assignment-lists';
import { AuthorizationLabel } from '@/components/admin/recipe-state-label';
import { StatusLabel, type StatusTone } from '@/components/admin/status-label';
import { RecipePager } from '@/components/judging/recipe-pager';
import { ZoomableImage } from '@/components/judging/zoomable-image';
import {
  ContestantAvatar,
  RecipeBodyWithFacts,
  RecipeDescription,
} from '@/components/recipe/recipe-read-view';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { TextareaField } from '@/components/ui/textarea-field';
import { dataOf, useFormCall } from '@/hooks/use-form-call';
import { failureMessage } from '@shared/messages';
import type {
  HeldReviewMailProps,
  RecipeReviewPageProps,
  RecipeReviewResult,
  ReviewMailOutcome,
} from '@/types';
import { ADMIN_CORE_PAGES } from '@shared/admin/admin-pages';
import { PRINTED_PACK_PAGES } from '@shared/admin/printed-pack';
import { REVIEW_MESSAGE_MAX } from '@shared/admin/review-rules';
import { EmailAddress } from '@/components/ui/email-address';
import { useTextField } from '@/hooks/use-text-field';

/** The labels of section 4: pending (0), approved (1), not approved (2). */
const STATUS: Record<0 | 1 | 2, { label: string; tone: StatusTone }> = {
  0: { label: 'Pending', tone: 'yellow' },
  1: { label: 'Approved', tone: 'green' },
  2: { label: 'Not Approved', tone: 'red' },
};

/** The two answers of a review, as buttons. */
const DECISIONS = [
  { action: 'reject', label: 'Reject', color: 'danger' },
  { action: 'approve', label: 'Approve', color: 'black' },
] as const;
type Decision = (typeof DECISIONS)[number]['action'];

/** Admin and review calls show the server's message on a 403 with a body, the generic one otherwise (section 8). */
function errorMessage(status: number, body: unknown): string {
  return failureMessage(status, body, [403]);
}

const DECISION_WORDS: Record<HeldReviewMailProps['decision'], string> = {
  approved: 'their recipe is approved',
  'not-approved': 'their recipe was not approved',
};

const minutes = (count: number) => (count === 1 ? '1 minute' : `${count} minutes`);

/** What becomes of the contestant's mail, under the buttons: when the held one goes, or what the last review did. */
function MailNotice({
  held,
  outcome,
}: {
  held: HeldReviewMailProps | null;
  outcome: ReviewMailOutcome | null;
}) {
  // Once the time has come the mail is on its way: the notice says so without a reload.
  const [gone, setGone] = useState<string | null>(null);
  useEffect(() => {
    if (!held) return;
    const timer = window.setTimeout(() => setGone(held.at), Math.max(0, Date.parse(held.at) - Date.now()));
    return () => window.clearTimeout(timer);
  }, [held]);

  let text: string | null = null;
  if (held && gone === held.at) {
    text = `The mail telling the contestant ${DECISION_WORDS[held.decision]} went out at ${held.time}.`;
  } else if (held) {
    text = `The contestant will be mailed at ${held.time} that ${DECISION_WORDS[held.decision]}. Change the decision before then and no mail goes out.`;
  } else if (outcome === 'now') {
    text = 'The mail telling the contestant is on its way.';
  } else if (outcome === 'cancelled') {
    text =
      'No mail goes out: the contestant already knows this decision, so the mail that was waiting was cancelled.';
  }
  return (
    <p
      role="status"
      className={text ? 'rounded-2xl bg-sand/60 px-4 py-3 text-sm text-ink' : 'sr-only'}
      data-testid="review-mail"
    >
      {text}
    </p>
  );
}

export default function RecipeReview({
  recipe,
  contestant,
  reviewable,
  place,
  prevId,
  nextId,
  listQuery,
  listUrl,
  assignment,
  heldMail,
  mailDelayMinutes,
}: RecipeReviewPageProps) {
  const [status, setStatus] = useState<0 | 1 | 2>(recipe.isApproved);
  const [sending, setSending] = useState<Decision | null>(null);
  const call = useFormCall<RecipeReviewResult, 'message'>({
    data: dataOf<RecipeReviewResult>,
    fields: ['message'],
  });
  const [error, setError] = useState<string | null>(null);
  const [held, setHeld] = useState(heldMail);
  const [outcome, setOutcome] = useState<ReviewMailOutcome | null>(null);
  // The rejection's dialog and the message typed in it (kept when the dialog is cancelled, cleared once sent).
  const [rejecting, setRejecting] = useState(false);
  const note = useTextField();
  const messageArea = useRef<HTMLDivElement>(null);
  const buttons = useRef<Partial<Record<Decision, HTMLButtonElement | null>>>({});
  // The button that acted gets the focus back once it is enabled again (disabling it dropped the focus to <body>).
  const refocus = useRef<Decision | null>(null);
  useEffect(() => {
    if (sending !== null || !refocus.current) return;
    buttons.current[refocus.current]?.focus();
    refocus.current = null;
  }, [sending]);
  // A visit to the next recipe brings other props: start from its status (adjusted while rendering).
  const [shownRecipe, setShownRecipe] = useState(recipe.id);
  if (shownRecipe !== recipe.id) {
    setShownRecipe(recipe.id);
    setStatus(recipe.isApproved);
    setError(null);
    setHeld(heldMail);
    setOutcome(null);
    setRejecting(false);
    note.setValue('');
    note.setError(undefined);
  }

  const review = async (decision: Decision, message = '') => {
    if (sending) return;
    const approved = decision === 'approve';
    setError(null);
    setSending(decision);
    const result = await call.send({
      url: `/admins/dashboard/recipe/${recipe.id}/review`,
      json: approved ? { approved } : { approved, message },
    });
    if (result.ok) {
      const { data } = result;
      refocus.current = decision;
      setSending(null);
      setStatus(data.status);
      setHeld(data.heldMail);
      setOutcome(data.mail);
      if (!approved) note.setValue('');
      return;
    }
    // A message the server refuses goes back to the dialog, beside the field.
    const refused = result.errors.message;
    setSending(null);
    if (refused) {
      note.setError(refused);
      setRejecting(true);
      return;
    }
    refocus.current = decision;
    setError(errorMessage(result.status, result.body));
    // The message area may be far above the buttons on a phone: bring it into view.
    requestAnimationFrame(() => messageArea.current?.scrollIntoView({ behavior: 'smooth', block: 'center' }));
  };

  // Reject asks first (the contestant is told); Approve acts at once.
  const press = (decision: Decision) => {
    if (sending) return;
    if (decision === 'approve') {
      void review('approve');
      return;
    }
    note.setError(undefined);
    setRejecting(true);
  };

  const look = STATUS[status];
  const title = recipe.name || 'Untitled recipe';

  return (
    <>
      <Head title={`Review: ${title}`} />
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 lg:py-10">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Link
            href={listUrl}
            className="inline-flex items-center gap-2 text-sm font-semibold text-ink underline decoration-yellow-deep decoration-2 underline-offset-4 hover:decoration-ink"
          >
            <ArrowLeftIcon className="size-4" />
            All recipes
          </Link>
          <div className="flex items-center gap-3">
            {place && (
              <span className="text-sm text-muted tabular-nums" data-testid="review-position">
                {place.position} of {place.total}
              </span>
            )}
            <ButtonLink
              href={PRINTED_PACK_PAGES.recipeCard(recipe.id)}
              color="outline"
              size="sm"
              download
              data-testid="recipe-card-link"
            >
              Recipe card (PDF)
            </ButtonLink>
            <RecipePager
              previousUrl={prevId === null ? null : ADMIN_CORE_PAGES.review(prevId) + listQuery}
              nextUrl={nextId === null ? null : ADMIN_CORE_PAGES.review(nextId) + listQuery}
            />
          </div>
        </div>

        <header className="flex flex-col gap-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex items-center gap-4">
            <ContestantAvatar
              image={recipe.headshotImage}
              name={contestant.fullName}
              zoomable
              className="size-16"
              placeholderClassName="bg-ink text-2xl"
            />
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-[0.18em] text-muted uppercase">Contestant</p>
              <h1 className="font-display text-2xl font-semibold sm:text-3xl" data-testid="contestant-name">
                <Link href={contestant.profileUrl} className="hover:underline">
                  {[contestant.name, contestant.lastname].filter(Boolean).join(' ') || contestant.fullName}
                </Link>
              </h1>
              <div className="mt-1.5 flex flex-wrap items-center gap-2 text-sm text-muted">
                <EmailAddress email={contestant.email} />
                {contestant.typeuser === 'sodexo' && (
                  <AuthorizationLabel value={contestant.isAuthorized} testId="contestant-authorization" />
                )}
              </div>
            </div>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center lg:flex-col lg:items-end">
            <p className="flex items-center gap-2 text-sm text-muted">
              Status
              <StatusLabel tone={reviewable ? look.tone : 'grey'} testId="review-status" className="text-sm">
                {reviewable ? look.label : 'Draft'}
              </StatusLabel>
            </p>
            <div className="flex gap-2">
              {DECISIONS.map((decision) => (
                <Button
                  key={decision.action}
                  ref={(button) => {
                    buttons.current[decision.action] = button;
                  }}
                  color={decision.color}
                  disabled={!reviewable || sending !== null}
                  onClick={() => press(decision.action)}
                  className="flex-1 sm:flex-none"
                  data-testid={decision.action}
                  busy={sending === decision.action}
                >
                  {decision.label}
                </Button>
              ))}
            </div>
          </div>
        </header>

        <div ref={messageArea} className="flex scroll-mt-24 flex-col gap-3" data-testid="review-messages">
          <FormAlert message={error} />
          {reviewable && <MailNotice held={held} outcome={outcome} />}
          {!reviewable && (
            <p className="rounded-2xl bg-sand/60 px-4 py-3 text-sm text-muted">
              This recipe is still a draft: it can be reviewed once the contestant submits it.
            </p>
          )}
        </div>

        {assignment && <RecipeAssignment assignment={assignment} />}

        <article
          aria-labelledby="recipe-title"
          className="grid gap-8 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:gap-12"
        >
          <div className="flex flex-col gap-6">
            <div>
              <p className="text-xs font-semibold tracking-[0.18em] text-muted uppercase">Recipe name</p>
              <h2
                id="recipe-title"
                className="mt-2 font-display text-3xl leading-tight font-semibold sm:text-4xl"
              >
                {title}
              </h2>
            </div>
            <section aria-labelledby="description-heading">
              <h3
                id="description-heading"
                className="text-xs font-semibold tracking-[0.18em] text-muted uppercase"
              >
                Description
              </h3>
              <RecipeDescription
                text={recipe.description}
                className="mt-2 space-y-3 text-lg leading-relaxed"
              />
            </section>
          </div>
          <div className="flex flex-col gap-3">
            {recipe.recipeImage ? (
              <ZoomableImage
                image={recipe.recipeImage}
                alt={title}
                label="Zoom into the recipe image"
                className="overflow-hidden rounded-3xl shadow-sm"
                imageClassName="aspect-[4/3] w-full object-cover"
              />
            ) : (
              <div className="flex aspect-[4/3] items-center justify-center rounded-3xl bg-sand text-muted">
                No recipe image
              </div>
            )}
            {!recipe.headshotImage && <p className="text-xs text-muted">No headshot uploaded.</p>}
          </div>
        </article>

        <RecipeBodyWithFacts recipe={recipe} headingLevel="h3" size="compact" className="gap-8 lg:gap-12" />
      </div>
      <Modal
        open={rejecting}
        title="Reject this recipe?"
        text={
          mailDelayMinutes > 0
            ? `The recipe's status becomes Not Approved. Unless the contestant already knows, they are told by mail in ${minutes(mailDelayMinutes)}; approve the recipe again before then and no mail goes out.`
            : "The recipe's status becomes Not Approved and, unless the contestant already knows, they are told by mail at once."
        }
        okLabel="Reject recipe"
        tone="danger"
        onResult={(ok) => {
          setRejecting(false);
          if (ok) void review('reject', note.value);
        }}
      >
        <TextareaField
          className="mt-6"
          label="Message the contestant will read (optional)"
          name="message"
          rows={4}
          maxLength={REVIEW_MESSAGE_MAX}
          {...note.bind}
          hint="It is added to their mail, word for word. Judges' notes are never sent."
          data-autofocus
          data-testid="reject-message"
        />
      </Modal>
    </>
  );
}
