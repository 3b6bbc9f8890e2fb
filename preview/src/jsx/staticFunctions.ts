/**
 * The language's own static functions a docs component may call (`Array.isArray(entry.product)` in
 * upstash's snippets/catalog.jsx): pure functions of their arguments, so reading them is no more
 * running the site's code than `.map` is. Any other `Array.…`, `Object.…`, `JSON.…` call is still
 * "not run" with its reason. Their results are values of the interpreter (values.ts): lists of
 * plain values, never an object with a prototype.
 */
import { isPlainObject, type Value } from './values';

type StaticFunction = (args: readonly Value[]) => Value;

const numbers = (args: readonly Value[]): number[] => args.map((a) => (typeof a === 'number' ? a : Number.NaN));

/** By namespace, then name. A name bound in the component's own scope (a prop called `Math`) wins. */
export const STATIC_FUNCTIONS: Readonly<Record<string, Readonly<Record<string, StaticFunction>>>> = {
  Array: {
    isArray: ([v]) => Array.isArray(v),
  },
  Number: {
    isNaN: ([v]) => Number.isNaN(v),
    isFinite: ([v]) => Number.isFinite(v),
    isInteger: ([v]) => Number.isInteger(v),
  },
  Math: {
    // A fold, not a spread: a long list spread into the call would overflow the stack.
    min: (args) => numbers(args).reduce((low, n) => Math.min(low, n), Number.POSITIVE_INFINITY),
    max: (args) => numbers(args).reduce((high, n) => Math.max(high, n), Number.NEGATIVE_INFINITY),
    floor: (args) => Math.floor(numbers(args)[0] ?? Number.NaN),
    ceil: (args) => Math.ceil(numbers(args)[0] ?? Number.NaN),
    round: (args) => Math.round(numbers(args)[0] ?? Number.NaN),
    abs: (args) => Math.abs(numbers(args)[0] ?? Number.NaN),
  },
  Object: {
    keys: ([v]) => (isPlainObject(v) ? Object.keys(v) : []),
    values: ([v]) => (isPlainObject(v) ? Object.values(v) : []),
    entries: ([v]) => (isPlainObject(v) ? Object.entries(v).map(([key, value]): Value[] => [key, value]) : []),
  },
};

/**
 * The conversions a component may call or pass (`version.split('.').map(Number)` in spree's
 * snippets/since.mdx), on text, numbers, booleans and empties only: an object's conversion would
 * run its own methods in a browser.
 */
const CONVERSIONS: Readonly<Record<string, StaticFunction>> = {
  Number: ([v]) => (isPrimitive(v) ? Number(v) : Number.NaN),
  String: ([v]) => (isPrimitive(v) ? String(v) : undefined),
  Boolean: ([v]) => Boolean(v),
};

function isPrimitive(value: Value): value is string | number | boolean | null | undefined {
  return value === null || value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** The conversion `name` (`Number`, `String`, `Boolean`), if the preview reads it. */
export function conversion(name: string): StaticFunction | undefined {
  return Object.hasOwn(CONVERSIONS, name) ? CONVERSIONS[name] : undefined;
}

/** The static function `namespace.name`, if the preview reads it. */
export function staticFunction(namespace: string, name: string): StaticFunction | undefined {
  return Object.hasOwn(STATIC_FUNCTIONS, namespace) && Object.hasOwn(STATIC_FUNCTIONS[namespace], name) ? STATIC_FUNCTIONS[namespace][name] : undefined;
}
