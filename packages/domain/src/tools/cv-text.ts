/** Longest CV text the analyser reads: about ten pages. Apart from the reader so a form can use it without the catalogue. */
export const CV_TEXT_MAX_LENGTH = 30_000;
