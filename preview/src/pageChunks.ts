/**
 * A long page's body in chunks, each from one top-level heading to the next, so that a keystroke
 * parses and renders again only the chunk it falls in (render.ts, RenderCache). A chunk boundary is
 * only where a parse of the whole page would also start a block: outside a code fence, after a blank
 * line; a page with link reference definitions or footnotes, which reach across chunks, parses whole.
 */
import { lineOf } from '../../common/src';

/** Pages shorter than this parse whole: it is fast enough and keeps one code path for most pages. */
export const CHUNK_THRESHOLD = 3000;

export interface Chunk {
  text: string;
  /** 0-based document line of the chunk's first line. */
  line: number;
}

/** Splits a page body at top-level headings; undefined when the page must parse whole. */
export function splitChunks(textOfPage: string, bodyStart: number): Chunk[] | undefined {
  if (textOfPage.length < CHUNK_THRESHOLD) return undefined;
  const body = textOfPage.slice(bodyStart);
  if (/^[ \t]{0,3}\[[^\]\n]+\]:/m.test(body) || body.includes('[^')) return undefined;
  const lines = body.split('\n');
  const firstLine = lineOf(textOfPage, bodyStart);
  const chunks: Chunk[] = [];
  let fence: string | undefined;
  let start = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (!fence) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      continue;
    }
    if (!fence && i > start && /^#{1,6}\s/.test(line) && lines[i - 1].trim() === '') {
      chunks.push({ text: lines.slice(start, i).join('\n'), line: firstLine + start });
      start = i;
    }
  }
  chunks.push({ text: lines.slice(start).join('\n'), line: firstLine + start });
  return chunks.length > 1 ? chunks : undefined;
}
