/**
 * How every internal library is built: ES modules with declarations, split so that an app's bundler loads only
 * the entries it imports. Each package adds its own entries.
 */
export const libraryBuild = {
  format: ["esm"],
  target: "es2023",
  dts: true,
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
};
