/**
 * fuse.js's bitap score of one pattern of up to 32 characters in one text, computed the way
 * fuse.js computes it (src/search/bitap/search.ts, same loop bounds, same order, same early
 * exits) but over character codes and two reused Int32Arrays instead of a property lookup per
 * character and a new array per error level. fuse.js's arrays start empty and read as 0 where
 * unset, which is what zero-filled typed arrays give. Tests compare every answer with fuse.js's.
 */

export interface BitapOptions {
  location: number;
  distance: number;
  threshold: number;
  findAllMatches: boolean;
  ignoreLocation: boolean;
}

export interface BitapAnswer {
  isMatch: boolean;
  score: number;
}

/** Character codes below this are looked up in arrays, the rest in maps. */
export const ASCII = 128;

/**
 * For each character code, bit i (counted from the pattern's end) set where the pattern holds it;
 * ASCII in an array, anything else in a map.
 */
function alphabetOf(pattern: string): (code: number) => number {
  const ascii = new Int32Array(ASCII);
  const other = new Map<number, number>();
  for (let i = 0; i < pattern.length; i += 1) {
    const code = pattern.charCodeAt(i);
    const bit = 1 << (pattern.length - i - 1);
    if (code < ASCII) ascii[code] = (ascii[code] ?? 0) | bit;
    else other.set(code, (other.get(code) ?? 0) | bit);
  }
  return (code) => (code < ASCII ? (ascii[code] ?? 0) : (other.get(code) ?? 0));
}

/** fuse.js's calcScore: errors per pattern character, plus the distance from the expected place. */
function scoreOf(
  errors: number,
  at: number,
  patternLen: number,
  expectedLocation: number,
  distance: number,
  ignoreLocation: boolean,
): number {
  const accuracy = errors / patternLen;
  if (ignoreLocation) return accuracy;
  const proximity = Math.abs(expectedLocation - at);
  if (!distance) return proximity ? 1 : accuracy;
  return accuracy + proximity / distance;
}

/** fuse.js's answer for a text a query word does not match. */
export const NO_MATCH: BitapAnswer = { isMatch: false, score: 1 };

let current = new Int32Array(64);
let last = new Int32Array(64);

/**
 * fuse.js's bitap search for `pattern` (already lower-cased like the texts it is given, 1-32
 * characters); a text it does not match answers NO_MATCH, as BitapSearch.searchIn has it.
 */
function bitapScorer(pattern: string, options: BitapOptions): (text: string) => BitapAnswer {
  const { location, distance, threshold, findAllMatches, ignoreLocation } = options;
  const patternLen = pattern.length;
  const maskOf = alphabetOf(pattern);
  const mask = 1 << (patternLen - 1);
  return (text) => {
    const textLen = text.length;
    const expectedLocation = Math.max(0, Math.min(location, textLen));
    let currentThreshold = threshold;
    let bestLocation = expectedLocation;
    let index: number;
    while ((index = text.indexOf(pattern, bestLocation)) > -1) {
      currentThreshold = Math.min(
        scoreOf(0, index, patternLen, expectedLocation, distance, ignoreLocation),
        currentThreshold,
      );
      bestLocation = index + patternLen;
    }
    bestLocation = -1;
    let finalScore = 1;
    let binMax = patternLen + textLen;
    const size = textLen + patternLen + 2;
    if (current.length < size) {
      current = new Int32Array(size * 2);
      last = new Int32Array(size * 2);
    }
    for (let i = 0; i < patternLen; i += 1) {
      let binMin = 0;
      let binMid = binMax;
      while (binMin < binMid) {
        if (
          scoreOf(
            i,
            expectedLocation + binMid,
            patternLen,
            expectedLocation,
            distance,
            ignoreLocation,
          ) <= currentThreshold
        )
          binMin = binMid;
        else binMax = binMid;
        binMid = Math.floor((binMax - binMin) / 2 + binMin);
      }
      binMax = binMid;
      let start = Math.max(1, expectedLocation - binMid + 1);
      const finish = findAllMatches
        ? textLen
        : Math.min(expectedLocation + binMid, textLen) + patternLen;
      const bits = current;
      bits.fill(0, 0, size);
      bits[finish + 1] = (1 << i) - 1;
      for (let j = finish; j >= start; j -= 1) {
        const at = j - 1;
        const charMatch = at < textLen ? maskOf(text.charCodeAt(at)) : 0;
        let value = (((bits[j + 1] ?? 0) << 1) | 1) & charMatch;
        if (i) {
          const before = last[j + 1] ?? 0;
          value |= ((before | (last[j] ?? 0)) << 1) | 1 | before;
        }
        bits[j] = value;
        if (value & mask) {
          finalScore = scoreOf(i, at, patternLen, expectedLocation, distance, ignoreLocation);
          if (finalScore <= currentThreshold) {
            currentThreshold = finalScore;
            bestLocation = at;
            if (bestLocation <= expectedLocation) break;
            start = Math.max(1, 2 * expectedLocation - bestLocation);
          }
        }
      }
      if (
        scoreOf(i + 1, expectedLocation, patternLen, expectedLocation, distance, ignoreLocation) >
        currentThreshold
      )
        break;
      current = last;
      last = bits;
    }
    return bestLocation >= 0 ? { isMatch: true, score: Math.max(0.001, finalScore) } : NO_MATCH;
  };
}

/** fuse.js's answer for a text equal to the pattern. */
const EXACT: BitapAnswer = { isMatch: true, score: 0 };

/**
 * fuse.js's BitapSearch.searchIn for a pattern of 1-32 characters when no match indices are asked
 * for (includeMatches off, minMatchCharLength 1): a text equal to the pattern scores 0, any other
 * its bitap score, and a text that does not match scores 1. `lowerText` is the text as fuse.js
 * compares it. Answers are shared objects: read them, never change them.
 */
export function bitapSearcher(
  pattern: string,
  options: BitapOptions,
): (lowerText: string) => BitapAnswer {
  const score = bitapScorer(pattern, options);
  return (text) => (text === pattern ? EXACT : score(text));
}
