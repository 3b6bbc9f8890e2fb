/**
 * A growable buffer of UTF-16 code units read back as one string. Long slugs are written here: a
 * word of 390,000 letters becomes hundreds of thousands of pieces, and building those as small
 * strings (a pattern's replacements, `parts.join`) cost several times what the text itself costs.
 */

/** Whether this machine stores a Uint16Array little-endian, as the `utf-16le` decoder reads it. */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
/** Stateless between calls (each decode is whole), so one serves every buffer. */
const UTF16 = new TextDecoder('utf-16le');
/** Code units per `String.fromCharCode` call: well under any engine's limit on arguments. */
const CHUNK = 8192;

export class CodeUnitBuffer {
  private units: Uint16Array;
  private count = 0;
  /** A surrogate was written: the decoder would turn a lone one into U+FFFD, so it is not used. */
  private surrogates = false;

  constructor(capacity: number) {
    this.units = new Uint16Array(Math.max(16, capacity));
  }

  push(code: number): void {
    if (this.count === this.units.length) this.grow(1);
    if ((code & 0xf800) === 0xd800) this.surrogates = true;
    this.units[this.count++] = code;
  }

  pushString(text: string): void {
    if (this.count + text.length > this.units.length) this.grow(text.length);
    for (let i = 0; i < text.length; i++) this.push(text.charCodeAt(i));
  }

  toString(): string {
    const units = this.units.subarray(0, this.count);
    if (LITTLE_ENDIAN && !this.surrogates) return UTF16.decode(units);
    const parts: string[] = [];
    for (let i = 0; i < this.count; i += CHUNK) parts.push(String.fromCharCode(...units.subarray(i, Math.min(this.count, i + CHUNK))));
    return parts.join('');
  }

  private grow(needed: number): void {
    const bigger = new Uint16Array(Math.max(this.units.length * 2, this.count + needed));
    bigger.set(this.units.subarray(0, this.count));
    this.units = bigger;
  }
}
