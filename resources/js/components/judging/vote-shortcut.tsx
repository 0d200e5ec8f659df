import { useEffect, useState } from 'react';

/**
 * Phones only (under 640 px): a bar fixed to the bottom edge with a way to the voting box, which follows a recipe
 * about 2,000 px long there. It steps aside while the voting box is on screen, and the page keeps room under the
 * recipe for it (see the page's bottom padding), so it never hides the end of the recipe.
 */
export function VoteShortcut({ targetId }: { targetId: string }) {
  const [targetVisible, setTargetVisible] = useState(false);

  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setTargetVisible(entry.isIntersecting));
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetId]);

  if (targetVisible) return null;
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-20 border-t border-sand bg-white/95 px-5 py-3 backdrop-blur sm:hidden"
      data-testid="vote-shortcut"
    >
      <a
        href={`#${targetId}`}
        className="flex h-12 w-full items-center justify-center rounded-full bg-yellow text-base font-semibold text-ink hover:bg-yellow-deep"
      >
        Your vote
      </a>
    </div>
  );
}
