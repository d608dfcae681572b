import type { HelpQuestion } from "./types";

/** Lower case, without accents or repeated whitespace, so 'Cumplís' and 'cumplis' meet. */
export function normaliseSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The questions whose question or answer contains every word of the query (accent- and case-insensitive), in their
 * original order; a blank query matches them all.
 */
export function searchHelpQuestions<Question extends Pick<HelpQuestion, "question" | "answer">>(
  questions: readonly Question[],
  query: string,
): readonly Question[] {
  const words = normaliseSearchText(query).split(" ").filter(Boolean);
  if (words.length === 0) return questions;
  return questions.filter((question) => {
    const haystack = normaliseSearchText(`${question.question} ${question.answer}`);
    return words.every((word) => haystack.includes(word));
  });
}
