// The few functions of `semver` (in node_modules through the build tools) the gate uses; the
// package ships no types of its own.
declare module 'semver' {
  export function satisfies(
    version: string,
    range: string,
    options?: { includePrerelease?: boolean },
  ): boolean;
  export function valid(version: string): string | null;
  export function validRange(range: string): string | null;
}
