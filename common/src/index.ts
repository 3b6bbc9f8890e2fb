// The plain helpers every part shares: text, paths, URIs, hashes, counts and durations, the one
// bounded cache type, and the command line's own name. They know nothing of a docs site (that is
// site/'s), so every part may import them, the browser's page script included (no Node built-ins
// here; scripts/check-boundaries.mjs).
export { BoundedCache } from './boundedCache';
export { closest, closestPath, closestPaths } from './closest';
export { fencedCode, inlineCode } from './codeFence';
export { isContained, isWithin } from './containment';
export { DOCSITE_COMMANDS, type DocsiteCommand, NPM_PACKAGE, npxDocsite } from './docsiteCli';
export { describeDuration } from './duration';
export { hashText } from './hash';
export { INVISIBLE } from './invisible';
export { childPath, dirname, joinPath, normalizePath } from './paths';
export { plural } from './plural';
export { lineOf, lineStart, positionOf, rangesOverlap } from './positions';
export { isRecord } from './records';
export { pathToUri, uriToPath } from './uri';
