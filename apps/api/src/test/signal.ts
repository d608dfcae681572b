/**
 * A step a test waits for and the code under test announces: `fire` resolves `fired`. (Promise.withResolvers has no
 * types in the ES2023 library the project compiles against.)
 */
export function signal(): { fired: Promise<void>; fire: () => void } {
  let fire: () => void = () => {};
  const fired = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { fired, fire };
}
