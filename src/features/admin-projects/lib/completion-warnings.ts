import type { AdminProject } from '../hooks/use-admin-project';

/** What is still open on site when the office marks a project installed, by item name. */
export interface CompletionWarnings {
  /** Items the installers have not checked yet (their verification card is not ticked). */
  remaining: string[];
  /** Items with a problem found and not closed (on the card or the line). */
  problems: string[];
}

/**
 * The lines still to install and the problems still open, named as the office reads them: what
 * "Mark as installed" warns about before it moves the project for good.
 */
export function completionWarnings(data: AdminProject): CompletionWarnings {
  const nameOf = (lineId: string) => {
    const line = data.lines.find((candidate) => candidate.id === lineId);
    const furniture = line?.furnitureId ? data.furniture.get(line.furnitureId) : undefined;
    const module = line?.moduleId ? data.modules.get(line.moduleId) : undefined;
    return furniture?.name ?? module?.name ?? lineId;
  };
  const remaining = data.verificationCards.filter((card) => !card.checked).map((card) => nameOf(card.lineId));
  const problems = [
    ...data.verificationCards
      .filter((card) => card.problemStatus !== 'none')
      .map((card) => nameOf(card.lineId)),
    ...data.lines.filter((line) => line.problemStatus !== 'none').map((line) => nameOf(line.id)),
  ];
  return { remaining: [...new Set(remaining)], problems: [...new Set(problems)] };
}
