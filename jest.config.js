// `pnpm test` runs every package's tests as one jest run; each package also runs alone with
// `pnpm --filter <package> test`.
export default {
  projects: ['<rootDir>/shared/*', '<rootDir>/services/*', '<rootDir>/test', '<rootDir>/examples'],
  maxWorkers: 2,
  // Jest's native-ESM mode (node --experimental-vm-modules, Node 20) keeps every finished test
  // file's modules alive in its worker (jestjs/jest#14605): a worker's heap grows with each file,
  // and a large one takes longer to tear down than the 500 ms Jest gives a worker to exit ("A
  // worker process has failed to exit gracefully"). A worker over the limit is replaced between
  // files. Jest takes this option only here, not in a project's config.
  workerIdleMemoryLimit: '300MB',
  // Jest reads testTimeout only from the root config; the per-project value in jest.preset.js
  // applies when a package runs alone.
  testTimeout: 30_000,
};
