import { DETAILS_CASES } from './cases/details-cases.js';
import { LIST_CASES } from './cases/list-cases.js';
import { RECOMMEND_CASES } from './cases/recommend-cases.js';
import { SEARCH_CASES } from './cases/search-cases.js';
import { SPECIALIST_CASES } from './cases/specialist-cases.js';
import type { ToolCase } from './cases/checks.js';

/** Every tool case, for the suite that runs them over each transport. */
export const ALL_CASES: ToolCase[] = [
  ...SEARCH_CASES,
  ...LIST_CASES,
  ...DETAILS_CASES,
  ...RECOMMEND_CASES,
  ...SPECIALIST_CASES,
];
