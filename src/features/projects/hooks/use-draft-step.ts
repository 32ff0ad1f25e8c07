import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { firstOpenStep, parseDraftStep, type DraftStep } from '../lib/draft-steps';
import type { ProjectDraft } from './use-project-draft';

/**
 * The draft's open step, kept in the URL (`?step=`) so the draft can be left and resumed; without
 * one it is the draft's first step not done. `go` opens another step, and `title` (the step's
 * heading) takes the focus once it shows, to announce it.
 */
export function useDraftStep(draft: ProjectDraft) {
  const [params, setParams] = useSearchParams();
  // Resolved once: the draft changing under the open step must not move the user.
  const [resumeAt] = useState(() => firstOpenStep(draft));
  const step = parseDraftStep(params.get('step')) ?? resumeAt;
  const title = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // A step change announces the new step by moving focus to its title (not on the first render).
  useEffect(() => {
    if (moved.current) title.current?.focus();
  }, [step]);

  // The stepper offers only the steps it may reach; Next leaves the delivery step only once its form
  // has saved the house size, in this very task, before this render's draft shows it.
  function go(target: DraftStep | null) {
    if (target === null) return;
    moved.current = true;
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('step', target);
      return next;
    });
  }

  return { step, title, go };
}
