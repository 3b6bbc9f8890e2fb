export const CORPUS_NOTES = '';
