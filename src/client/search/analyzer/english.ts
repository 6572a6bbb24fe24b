/** English (`en`) words: stop words and the Porter stemmer (the `stemmer` package). */
import { stemmer } from 'stemmer';

/** Function words only. */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been but by for from has have had if in into is it its of on ' +
    'or so such that the their then there these they this those to was were will with ' +
    'which who whom what when where while would can could should may might must do does ' +
    'did not no than too very you your we our us he she his her them i me my also just ' +
    'only any each other some all both more most own same here how why about above after ' +
    'again against below between during before over under until up down out off once'
  ).split(' '),
);

/** The Porter stem of a lower-case word. */
export function englishStem(word: string): string {
  return stemmer(word);
}
