// `pnpm test` runs every package's tests as one jest run; each package also runs alone with
// `pnpm --filter <package> test`.
export default {
  projects: ['<rootDir>/shared/*', '<rootDir>/services/*', '<rootDir>/test', '<rootDir>/examples'],
  maxWorkers: 2,
  // Jest reads testTimeout only from the root config; the per-project value in jest.preset.js
  // applies when a package runs alone.
  testTimeout: 30_000,
};
