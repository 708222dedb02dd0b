// `pnpm test` runs every package's tests as one jest run; each package also runs alone with
// `pnpm --filter <package> test`.
export default {
  projects: ['<rootDir>/shared/*', '<rootDir>/services/*', '<rootDir>/test'],
  maxWorkers: 2,
};
