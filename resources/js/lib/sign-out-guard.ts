// A page that holds something signing out would lose (a judge's scores still on the device) asks first. One guard at a
// time: the page that set it clears it.

type Guard = () => Promise<boolean>;

let current: Guard | null = null;

/** Sets the question asked before signing out; returns what clears it. */
export function guardSignOut(guard: Guard): () => void {
  current = guard;
  return () => {
    if (current === guard) current = null;
  };
}

/** The question to ask before signing out, or null when nothing would be lost. */
export function signOutGuard(): Guard | null {
  return current;
}
